import type { CompanyProfile } from '@/features/company/types';
import {
  freeFileName,
  photosOfCompany,
  withMainPhoto,
  withPhotoAdded,
  withPhotoRemoved,
  type StepPhoto,
  type StepPhotos,
} from '@/features/wizard/profilePhotos';

const photo = (fileName: string): StepPhoto => ({ fileName, url: `data:${fileName}` });
const names = ({ list, main }: StepPhotos) => ({ list: list.map((p) => p.fileName), main });

const NONE: StepPhotos = { list: [], main: null };
const THREE = [photo('a.jpeg'), photo('b.jpeg'), photo('c.jpeg')].reduce(withPhotoAdded, NONE);

describe('setup step 1: the main photo', () => {
  it('is the first photo added, and stays when more are added', () => {
    expect(names(withPhotoAdded(NONE, photo('a.jpeg')))).toEqual({
      list: ['a.jpeg'],
      main: 'a.jpeg',
    });
    expect(names(THREE)).toEqual({ list: ['a.jpeg', 'b.jpeg', 'c.jpeg'], main: 'a.jpeg' });
  });

  it('passes to the first remaining photo when the main one is removed', () => {
    expect(names(withPhotoRemoved(THREE, 'a.jpeg'))).toEqual({
      list: ['b.jpeg', 'c.jpeg'],
      main: 'b.jpeg',
    });
    const cMain = withMainPhoto(THREE, 'c.jpeg');
    expect(names(withPhotoRemoved(cMain, 'c.jpeg')).main).toBe('a.jpeg');
    expect(names(withPhotoRemoved(withPhotoAdded(NONE, photo('a.jpeg')), 'a.jpeg'))).toEqual({
      list: [],
      main: null,
    });
  });

  it('stays where it is when another photo is removed', () => {
    const bMain = withMainPhoto(THREE, 'b.jpeg');
    expect(names(withPhotoRemoved(bMain, 'a.jpeg'))).toEqual({
      list: ['b.jpeg', 'c.jpeg'],
      main: 'b.jpeg',
    });
  });

  it('can be any photo of the list, never one outside it', () => {
    expect(withMainPhoto(THREE, 'c.jpeg').main).toBe('c.jpeg');
    expect(withMainPhoto(THREE, 'z.jpeg')).toBe(THREE);
  });

  it("starts from the company's profile photo, then its other photos", () => {
    const company = {
      photoUrl: 'https://api.example/p.jpeg',
      photoFilename: 'p.jpeg',
      additionalPhotos: [
        { url: 'https://api.example/x.jpeg', fileName: 'x.jpeg' },
        { url: 'https://api.example/p.jpeg', fileName: 'p.jpeg' },
        { url: 'data:image/jpeg;base64,AAA', fileName: '' },
      ],
    } as CompanyProfile;
    expect(names(photosOfCompany(company))).toEqual({ list: ['p.jpeg', 'x.jpeg'], main: 'p.jpeg' });
    const none = { photoUrl: null, photoFilename: null, additionalPhotos: [] } as unknown;
    expect(photosOfCompany(none as CompanyProfile)).toEqual(NONE);
  });

  it('gives each new photo a .jpeg name no other photo has', () => {
    expect(freeFileName([], 'Bus Front.JPG')).toBe('Bus Front.jpeg');
    expect(freeFileName(THREE.list, 'a.jpg')).toBe('a-2.jpeg');
    expect(freeFileName([...THREE.list, photo('a-2.jpeg')], 'A.jpg')).toBe('A-3.jpeg');
  });
});
