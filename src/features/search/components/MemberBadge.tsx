import { Trans, useLingui } from '@lingui/react/macro';
import { MemberIcon } from './icons';

/** Shown for members of the industry association (is_uma_member). */
export function MemberBadge() {
  const { t } = useLingui();
  return (
    <span className="member-badge" title={t`Member of the United Motorcoach Association`}>
      <MemberIcon />
      <Trans>
        <abbr title="United Motorcoach Association">UMA</abbr> Member
      </Trans>
    </span>
  );
}
