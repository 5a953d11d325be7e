import { expect } from 'expect-webdriverio';
import { test } from 'vitest';
import { browser, byLabelText, byRole, byText, goto, heading, jpeg, logIn } from './session';

/** Setup step 1 in WebKit: a photo chosen, cropped and added (wizard12's in Chromium, Firefox). */
test('setup1: setup step 1 (/subscribers/init) adds a cropped photo', async () => {
  await goto('/');
  await logIn({ email: 'setup1@demo.test', password: 'Operator2026!' });
  await expect(browser).toHaveUrl(/\/subscribers\/init$/);
  await expect(heading('Profile Information')).toBeDisplayed();
  const form = () => byRole(browser, 'form', { name: 'Profile Information' });
  // The file input is visually hidden (its label is the button a person clicks): WebDriver
  // gives it the file as the file dialog would.
  await byLabelText(form(), 'Choose a photo').addValue(await jpeg('front.jpg', 900, 500));
  const crop = () => byRole(form(), 'group', { name: 'Crop your photo' });
  await expect(crop()).toBeDisplayed();
  await expect(byLabelText(form(), 'Zoom')).toBeEnabled();
  await byRole(form(), 'button', { name: 'Add Photo' }).click();
  await expect(crop()).not.toBeDisplayed();
  await expect(byRole(form(), 'img', { name: 'Photo 1' })).toBeDisplayed();
  await expect(byText(byRole(form(), 'listitem'), 'Main photo')).toBeDisplayed();
  await expect(byLabelText(form(), 'Choose another photo')).toBeExisting();
});
