import { describe, expect, it } from 'vitest';
import { coachPhotoUrl, coachSvg, parseCoachPhotoSeed } from '../../../src/mocks/db/svg';

/** Minimal well-formedness check: balanced tags, quoted attributes, one root element. */
function assertWellFormed(svg: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let consumed = 0;
  let roots = 0;
  for (const match of svg.matchAll(tag)) {
    const [whole, closing, name = '', , selfClosing] = match;
    const between = svg.slice(consumed, match.index);
    expect(between.includes('<') || between.includes('>'), `stray markup before ${whole}`).toBe(
      false,
    );
    consumed = (match.index ?? 0) + whole.length;
    if (closing) {
      expect(stack.pop(), `closing ${name}`).toBe(name);
    } else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name);
    }
  }
  expect(consumed).toBe(svg.length);
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

describe('coachSvg', () => {
  it('returns a well-formed 11:7 svg', () => {
    for (const seed of [0, 1, 2, 3, 42, 1001, 99999]) {
      const svg = coachSvg(seed);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain('viewBox="0 0 440 280"');
      expect(svg).toContain('width="440" height="280"');
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined/);
      assertWellFormed(svg);
    }
  });

  it('is deterministic and differs per seed', () => {
    expect(coachSvg(7)).toBe(coachSvg(7));
    const pictures = new Set(Array.from({ length: 20 }, (_, i) => coachSvg(1000 + i)));
    expect(pictures.size).toBe(20);
  });

  it('scales through width and height only', () => {
    const svg = coachSvg(5, 880, 560);
    expect(svg).toContain('width="880" height="560"');
    expect(svg).toContain('viewBox="0 0 440 280"');
  });

  it('maps photo urls to seeds and back', () => {
    expect(coachPhotoUrl(1234)).toBe('/demo-photos/coach-1234.svg');
    expect(parseCoachPhotoSeed('/demo-photos/coach-1234.svg')).toBe(1234);
    expect(parseCoachPhotoSeed('coach-77.svg')).toBe(77);
    expect(parseCoachPhotoSeed('upload.jpeg')).toBeNull();
  });
});
