import { Trans } from '@lingui/react/macro';
import type { SearchResult } from '@/features/search/types';
import { externalUrl } from '@/lib/externalUrl';
import { postTracking, type TrackingKind } from '@/features/search/trackingApi';

const NETWORKS = [
  { key: 'facebookUrl', name: 'Facebook', kind: 'facebook' },
  { key: 'twitterUrl', name: 'Twitter', kind: 'twitter' },
  { key: 'instagramUrl', name: 'Instagram', kind: 'instagram' },
  { key: 'youtubeUrl', name: 'YouTube', kind: 'youtube' },
] as const satisfies readonly { key: string; name: string; kind: TrackingKind }[];

/** The company's social pages; each visit is tracked. */
export function SocialLinks({ result }: { result: SearchResult }) {
  const links = NETWORKS.flatMap((network) => {
    const href = externalUrl(result.company[network.key]);
    return href ? [{ ...network, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className="social-links list-unstyled d-flex flex-wrap gap-2 mb-0">
      {links.map((link) => (
        <li key={link.key}>
          <a
            className="btn btn-sm btn-outline-primary rounded-pill"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => postTracking(result, link.kind)}
          >
            {link.name}
            <span className="visually-hidden">
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
