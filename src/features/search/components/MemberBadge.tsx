import { MemberIcon } from './icons';

/** Shown for members of the industry association (is_uma_member). */
export function MemberBadge() {
  return (
    <span className="member-badge" title="Member of the United Motorcoach Association">
      <MemberIcon />
      <abbr title="United Motorcoach Association">UMA</abbr> Member
    </span>
  );
}
