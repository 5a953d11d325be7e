import { useCallback, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useUnsavedChange } from '@/components/form/UnsavedChanges';
import { PhotoUpload } from '@/components/media/PhotoUpload';
import { SAVE_TOAST_MS } from '@/config/constants';
import { notify } from '@/lib/notify';
import { companyFailureCleared, saveProfilePhoto, selectCompany } from '../companySlice';
import type { CompanyProfile } from '../types';
import { SectionCard } from '@/components/layout/SectionCard';
import { succeeded } from '@/lib/succeeded';

export const PROFILE_IMAGE_SAVED = 'Your profile image has been saved.';

interface Props extends Pick<CompanyProfile, 'photoFilename'> {
  /**
   * The profile image as travellers meet it: the search's own result card, which this feature
   * may not import (the page composes it).
   */
  preview: ReactNode;
}

/** Profile Image: replaced when the company has one on file, else added (spec section 4). */
export function ProfileImageSection({ photoFilename, preview }: Props) {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectCompany).requests.saveProfilePhoto;
  const [pending, setPending] = useState(false);
  useUnsavedChange('profileImage', pending);
  const onReset = useCallback(
    () => dispatch(companyFailureCleared('saveProfilePhoto')),
    [dispatch],
  );

  const save = async (photo: string) => {
    if (!(await succeeded(dispatch(saveProfilePhoto({ photo })).unwrap()))) return false;
    notify('success', PROFILE_IMAGE_SAVED, SAVE_TOAST_MS);
    return true;
  };

  return (
    <SectionCard
      title="Profile Image"
      intro="The first photo travellers see of your company. A JPEG of up to 10 MB, cropped to 11:7."
    >
      <PhotoUpload
        current={preview}
        chooseLabel={photoFilename ? 'Choose a new profile image' : 'Choose a profile image'}
        cropLabel="Crop your profile image"
        saveLabel="Save Profile Image"
        busy={status === 'pending'}
        error={error}
        onReset={onReset}
        onSave={save}
        onPendingChange={setPending}
      />
    </SectionCard>
  );
}
