import {
  MAX_PHOTO_BYTES,
  PHOTO_NOT_JPEG,
  PHOTO_TOO_LARGE,
  PHOTO_UNREADABLE,
  jpegFileName,
  photoFileProblem,
} from '@/components/media/photoFile';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('photoFileProblem', () => {
  it('accepts a JPEG up to 10 MB', () => {
    expect(photoFileProblem(file('me.jpg', 'image/jpeg', 1000))).toBeNull();
    expect(photoFileProblem(file('me.jpeg', 'image/jpeg', MAX_PHOTO_BYTES))).toBeNull();
    expect(photoFileProblem(file('ME.JPG', '', 5000))).toBeNull();
  });

  it('refuses other types, whatever the name says', () => {
    expect(photoFileProblem(file('me.png', 'image/png', 1000))).toBe(PHOTO_NOT_JPEG);
    expect(photoFileProblem(file('me.jpg', 'image/png', 1000))).toBe(PHOTO_NOT_JPEG);
    expect(photoFileProblem(file('me.gif', '', 1000))).toBe(PHOTO_NOT_JPEG);
  });

  it('refuses a JPEG over 10 MB and an empty file', () => {
    expect(photoFileProblem(file('me.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1))).toBe(
      PHOTO_TOO_LARGE,
    );
    expect(photoFileProblem(file('me.jpg', 'image/jpeg', 0))).toBe(PHOTO_UNREADABLE);
  });
});

describe('jpegFileName', () => {
  it('names the re-encoded photo .jpeg', () => {
    expect(jpegFileName('IMG_0042.JPG')).toBe('IMG_0042.jpeg');
    expect(jpegFileName('holiday.photo.jpg')).toBe('holiday.photo.jpeg');
    expect(jpegFileName('.jpg')).toBe('photo.jpeg');
  });
});
