import { describe, expect, it } from 'vitest';
import { checkQuestion, checkReview, distributionRows, isTooLong, pageCount, reviewHref, reviewQueryOf } from '../../../src/lib/reviews/view.ts';
import { REVIEWS_MESSAGES } from '../../../islands/reviews/messages.ts';

describe('review query from the URL', () => {
  it('defaults to the most helpful first page and reads sort and page', () => {
    expect(reviewQueryOf(new URLSearchParams(''))).toEqual({ sort: 'helpful', page: 1, start: 0, count: 10 });
    expect(reviewQueryOf(new URLSearchParams('reviewSort=newest&reviewPage=3'))).toEqual({ sort: 'newest', page: 3, start: 20, count: 10 });
  });
  it('ignores unknown sorts and bad pages', () => {
    expect(reviewQueryOf(new URLSearchParams('reviewSort=<script>&reviewPage=-2'))).toMatchObject({ sort: 'helpful', page: 1 });
    expect(reviewQueryOf(new URLSearchParams('reviewPage=abc'))).toMatchObject({ page: 1 });
  });
});

describe('review links', () => {
  const url = new URL('https://shop.test/en-us/p/boot-FWINSTOCK1?color=black&size=9&reviewPage=2');
  it('keeps the other parameters and lands on the section', () => {
    expect(reviewHref(url, { page: 3 })).toBe('/en-us/p/boot-FWINSTOCK1?color=black&size=9&reviewPage=3#reviews');
  });
  it('a new sort starts at page 1; the default sort and page 1 leave no parameter', () => {
    expect(reviewHref(url, { sort: 'lowest' })).toBe('/en-us/p/boot-FWINSTOCK1?color=black&size=9&reviewSort=lowest#reviews');
    expect(reviewHref(url, { sort: 'helpful' })).toBe('/en-us/p/boot-FWINSTOCK1?color=black&size=9#reviews');
    expect(reviewHref(url, { page: 1 })).toBe('/en-us/p/boot-FWINSTOCK1?color=black&size=9#reviews');
  });
  it('counts pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(3);
    expect(pageCount(20)).toBe(2);
  });
});

describe('rating distribution', () => {
  it('lists 5 to 1 stars with whole percentages', () => {
    expect(distributionRows({ 1: 1, 2: 0, 3: 1, 4: 2, 5: 4 }, 8)).toEqual([
      { stars: 5, count: 4, percent: 50 },
      { stars: 4, count: 2, percent: 25 },
      { stars: 3, count: 1, percent: 13 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 13 },
    ]);
    expect(distributionRows({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, 0).every((r) => r.percent === 0)).toBe(true);
  });
});

describe('checks before sending', () => {
  it('a complete review passes; each missing part is named at its field', () => {
    expect(checkReview({ rating: 4, title: 'Great', text: 'Comfortable from day one, great grip.', nickname: 'Al' })).toEqual({});
    expect(checkReview({ rating: 0, title: ' ', text: 'short', nickname: 'A' })).toEqual({ rating: 'ratingRequired', title: 'titleRequired', text: 'textTooShort', nickname: 'nicknameRequired' });
  });
  it('too long is the service’s REV410, not a local guess', () => {
    expect(checkReview({ rating: 5, title: 'Long', text: 'x'.repeat(2001), nickname: 'Al' })).toEqual({});
    expect(isTooLong('REV410')).toBe(true);
    expect(isTooLong('API400')).toBe(false);
  });
  it('questions: length, nickname and an optional valid email', () => {
    expect(checkQuestion({ text: 'Are these true to size?', nickname: 'Al', email: '' })).toEqual({});
    expect(checkQuestion({ text: 'Size?', nickname: 'A', email: 'nope' })).toEqual({ text: 'questionTooShort', nickname: 'nicknameRequired', email: 'emailInvalid' });
    expect(checkQuestion({ text: 'q'.repeat(501), nickname: 'Al', email: 'al@example.com' })).toEqual({ text: 'questionTooLong' });
  });
});

describe('words', () => {
  it('every language has every key', () => {
    const keys = Object.keys(REVIEWS_MESSAGES.en).sort();
    for (const table of Object.values(REVIEWS_MESSAGES)) expect(Object.keys(table).sort()).toEqual(keys);
    expect(REVIEWS_MESSAGES.fr.textTooLong(2000)).toContain('2000');
  });
});
