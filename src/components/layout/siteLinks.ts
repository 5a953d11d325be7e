import { msg } from '@lingui/core/macro';
import { env } from '@/config/env';
import type { Message } from '@/lib/i18n/runtime';

export interface SiteLink {
  /** A message, read in the visitor's language where the link is drawn (i18n._). */
  label: Message;
  href: string;
}

/** The social networks' names are their own, in every language. */
export interface NamedLink {
  label: string;
  href: string;
}

function site(path: string): string {
  return `${env.siteUrl}/${path}`;
}

/** The Discover menu: the ten pages of the marketing site. */
export const discoverLinks: readonly SiteLink[] = [
  { label: msg`About Us`, href: site('about-us') },
  { label: msg`Cities`, href: site('cities') },
  { label: msg`Bus Types`, href: site('bus-types') },
  { label: msg`Blog`, href: site('blog') },
  { label: msg`Licensing and Insurance`, href: site('licensing-and-insurance') },
  { label: msg`Group Travel Planner`, href: site('group-travel-planner') },
  { label: msg`Operating Authority`, href: site('operating-authority') },
  { label: msg`Testimonials`, href: site('testimonials') },
  { label: msg`Customer Service`, href: site('customer-service') },
  { label: msg`Travel Tips`, href: site('travel-tips') },
];

export const footerGroups: readonly { title: Message; links: readonly SiteLink[] }[] = [
  {
    title: msg`Plan a Trip`,
    links: [
      { label: msg`Bus Types`, href: site('bus-types') },
      { label: msg`Group Travel Planner`, href: site('group-travel-planner') },
      { label: msg`Travel Tips`, href: site('travel-tips') },
      { label: msg`Cities`, href: site('cities') },
    ],
  },
  {
    title: msg`Company`,
    links: [
      { label: msg`About Us`, href: site('about-us') },
      { label: msg`Testimonials`, href: site('testimonials') },
      { label: msg`Blog`, href: site('blog') },
      { label: msg`Customer Service`, href: site('customer-service') },
    ],
  },
  {
    title: msg`For Operators`,
    links: [
      { label: msg`Licensing and Insurance`, href: site('licensing-and-insurance') },
      { label: msg`Operating Authority`, href: site('operating-authority') },
    ],
  },
];

export const socialLinks: readonly NamedLink[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Twitter', href: 'https://twitter.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
];
