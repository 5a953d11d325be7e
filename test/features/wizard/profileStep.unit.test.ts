import { descriptionCount, isVideoSiteLink } from '@/features/wizard/profileStep';
import { profileStepSchema } from '@/features/wizard/profileStepSchema';

describe('setup step 1 rules', () => {
  it('takes only video-site links as the video link (empty is fine)', () => {
    for (const link of [
      '',
      'https://www.youtube.com/@magnolia',
      'youtube.com/watch?v=abc',
      'https://youtu.be/abc',
      'https://m.youtube.com/abc',
      'https://vimeo.com/123',
    ]) {
      expect(isVideoSiteLink(link), link).toBe(true);
    }
    for (const link of [
      'https://example.com/video',
      'https://notyoutube.com/abc',
      'https://youtube.com.evil.example/abc',
      'javascript:alert(1)',
      'my channel',
    ]) {
      expect(isVideoSiteLink(link), link).toBe(false);
    }
  });

  it('counts the description toward 500 characters without requiring them', async () => {
    expect(descriptionCount(0)).toBe('0 of 500 recommended characters');
    expect(descriptionCount(499)).toBe('499 of 500 recommended characters');
    expect(descriptionCount(612)).toBe('612 characters');
    await expect(
      profileStepSchema.validateAt('description', { description: 'Short but saved.' }),
    ).resolves.toBe('Short but saved.');
  });
});
