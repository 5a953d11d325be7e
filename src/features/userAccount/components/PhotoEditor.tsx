import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { RefusalMessage } from '@/components/feedback/RefusalMessage';
import { PhotoUpload } from '@/components/media/PhotoUpload';
import { SAVE_TOAST_MS } from '@/config/constants';
import { notify } from '@/lib/notify';
import { PHOTO_REFUSAL } from '../refusals';
import type { UserProfile } from '../types';
import { photoFailureCleared, savePhoto, selectUserAccount } from '../userAccountSlice';
import { succeeded } from '@/lib/succeeded';

export const PHOTO_SAVED = msg`Your profile picture has been updated.`;

/** The profile photo: shows the current one; choose a JPEG, crop it at 11:7 and save. */
export function PhotoEditor({ profile }: { profile: UserProfile }) {
  const { t, i18n } = useLingui();
  const dispatch = useAppDispatch();
  const { status, error, refusal } = useAppSelector(selectUserAccount).requests.savePhoto;

  const save = async (photo: string, fileName: string) => {
    // The spec's text shows; the crop stays for another try.
    if (!(await succeeded(dispatch(savePhoto({ photo, fileName })).unwrap()))) return false;
    notify('success', i18n._(PHOTO_SAVED), SAVE_TOAST_MS);
    return true;
  };

  return (
    <div className="photo-editor">
      <PhotoUpload
        current={
          <div className="profile-photo mb-3">
            {profile.photoUrl ? (
              <img src={profile.photoUrl} alt={t`Your profile photo`} />
            ) : (
              <div className="profile-photo-empty">
                <Trans>No photo yet</Trans>
              </div>
            )}
          </div>
        }
        chooseLabel={profile.photoUrl ? t`Choose a new photo` : t`Choose a photo`}
        busy={status === 'pending'}
        error={error ? <RefusalMessage words={PHOTO_REFUSAL} refusal={refusal} /> : null}
        onReset={() => dispatch(photoFailureCleared())}
        onSave={save}
      />
    </div>
  );
}
