import { ACCOUNTS, heading, logIn } from './common';
import type { Journey, Step } from './page';

/**
 * An operator in setup (setup1, stopped at step 1) in Firefox and WebKit: a photo chosen, cropped
 * and added on /subscribers/init (test/e2e/wizard12 does the same in Chromium).
 */

const setupPhoto: Journey = {
  name: 'setup1: setup step 1 (/subscribers/init) adds a cropped photo',
  async run(page) {
    await page.goto('/');
    await logIn(page, ACCOUNTS.setup1);
    await page.waitUrl(/\/subscribers\/init$/);
    await page.see(heading('Profile Information'));
    const form: Step = { role: 'form', name: 'Profile Information' };
    const photo = await page.jpeg('front.jpg', 900, 500);
    await page.upload([form, { label: 'Choose a photo', exact: true, hidden: true }], photo);
    const crop: Step[] = [form, { role: 'group', name: 'Crop your photo' }];
    await page.see(crop);
    await page.expectEnabled([form, { label: 'Zoom' }]);
    await page.click([form, { role: 'button', name: 'Add Photo' }]);
    await page.gone(crop);
    await page.see([form, { role: 'img', name: 'Photo 1', exact: true }]);
    await page.see([form, { role: 'listitem' }, { text: 'Main photo' }]);
    await page.see([form, { label: 'Choose another photo', exact: true, hidden: true }]);
  },
};

export const setupJourneys: Journey[] = [setupPhoto];
