import { describe, expect, it } from 'vitest';
import { cityOfPage, cityPath, pagesOfCity, pathnameLikePatterns, pathnameOf } from '../../model/paths.ts';

describe('city pages: built and read by one module', () => {
  it('reads the city from a path or from the full URL a browser sends', () => {
    expect(cityOfPage(cityPath('noida'))).toBe('noida');
    expect(cityOfPage('/pet-grooming-at-home/noida/')).toBe('noida');
    expect(cityOfPage('https://doorsteppaws.in/pet-grooming-at-home/gurugram')).toBe('gurugram');
    expect(cityOfPage('http://127.0.0.1:8080/pet-grooming-at-home/gurugram?utm_source=ad#book')).toBe('gurugram');
    expect(cityOfPage('https://doorsteppaws.in/pet-grooming-at-home/noida/sector-18')).toBe('');
    expect(cityOfPage('https://doorsteppaws.in/blog/pet-grooming-at-home/noida')).toBe('');
    expect(cityOfPage('')).toBe('');
    expect(cityOfPage(undefined)).toBe('');
  });

  it("reads a page's city from the site's pages when told them, and finds the pages of a city", () => {
    const pages = { '/pet-grooming-at-home/noida': 'noida', '/pet-grooming-at-home/sector-18-noida': 'noida', '/gurgaon': 'gurugram' };
    expect(cityOfPage('https://doorsteppaws.in/pet-grooming-at-home/sector-18-noida/?x=1', pages)).toBe('noida');
    expect(cityOfPage('/gurgaon', pages)).toBe('gurugram');
    expect(cityOfPage('/pet-grooming-at-home/agra', pages)).toBe('');
    expect(pagesOfCity('noida', pages)).toEqual(['/pet-grooming-at-home/noida', '/pet-grooming-at-home/sector-18-noida']);
    expect(pagesOfCity('noida')).toEqual([cityPath('noida')]);
  });

  it('takes the pathname of what a form sent, without host, query or fragment', () => {
    expect(pathnameOf('https://doorsteppaws.in/contact-us?x=1#f')).toBe('/contact-us');
    expect(pathnameOf('https://doorsteppaws.in')).toBe('/');
    expect(pathnameOf('/about')).toBe('/about');
    expect(pathnameOf('  ')).toBe('');
  });

  it('gives LIKE patterns for the path, with a query or fragment, and inside a full URL', () => {
    expect(pathnameLikePatterns('/a_b')).toEqual(['/a\\_b', '/a\\_b?%', '/a\\_b#%', '%://%/a\\_b', '%://%/a\\_b?%', '%://%/a\\_b#%']);
  });
});
