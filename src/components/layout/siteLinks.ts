import { env } from '@/config/env';

export interface SiteLink {
  label: string;
  href: string;
}

function site(path: string): string {
  return `${env.siteUrl}/${path}`;
}

/** The Discover menu: the ten pages of the marketing site. */
export const discoverLinks: readonly SiteLink[] = [
  { label: 'About Us', href: site('about-us') },
  { label: 'Cities', href: site('cities') },
  { label: 'Bus Types', href: site('bus-types') },
  { label: 'Blog', href: site('blog') },
  { label: 'Licensing and Insurance', href: site('licensing-and-insurance') },
  { label: 'Group Travel Planner', href: site('group-travel-planner') },
  { label: 'Operating Authority', href: site('operating-authority') },
  { label: 'Testimonials', href: site('testimonials') },
  { label: 'Customer Service', href: site('customer-service') },
  { label: 'Travel Tips', href: site('travel-tips') },
];

export const footerGroups: readonly { title: string; links: readonly SiteLink[] }[] = [
  {
    title: 'Plan a Trip',
    links: [
      { label: 'Bus Types', href: site('bus-types') },
      { label: 'Group Travel Planner', href: site('group-travel-planner') },
      { label: 'Travel Tips', href: site('travel-tips') },
      { label: 'Cities', href: site('cities') },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: site('about-us') },
      { label: 'Testimonials', href: site('testimonials') },
      { label: 'Blog', href: site('blog') },
      { label: 'Customer Service', href: site('customer-service') },
    ],
  },
  {
    title: 'For Operators',
    links: [
      { label: 'Licensing and Insurance', href: site('licensing-and-insurance') },
      { label: 'Operating Authority', href: site('operating-authority') },
    ],
  },
];

export const socialLinks: readonly SiteLink[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Twitter', href: 'https://twitter.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
];
