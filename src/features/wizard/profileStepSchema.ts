import * as Yup from 'yup';
import { isVideoSiteLink, PROFILE_STEP_TEXTS } from './profileStep';

/** Step 1's rules: apart from its values (profileStep.ts), so Yup loads with the form's first use. */

const hours = Yup.string().trim().required(PROFILE_STEP_TEXTS.hours);

export const profileStepSchema = Yup.object({
  description: Yup.string().trim().required(PROFILE_STEP_TEXTS.description),
  photos: Yup.array().min(1, PROFILE_STEP_TEXTS.photo),
  // The three share one text: the page shows it once, under the three fields.
  hoursOfOperationMon: hours,
  hoursOfOperationSat: hours,
  hoursOfOperationSum: hours,
  youtubeLink: Yup.string().test('video', PROFILE_STEP_TEXTS.video, (value) =>
    isVideoSiteLink(value ?? ''),
  ),
});
