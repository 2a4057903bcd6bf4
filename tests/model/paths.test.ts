import { describe, expect, it } from 'vitest';
import { cityPath, citySlugOf, pathnameLikePatterns, pathnameOf } from '../../model/paths.ts';

describe('city pages: built and read by one module', () => {
  it('reads the city from a path or from the full URL a browser sends', () => {
    expect(citySlugOf(cityPath('noida'))).toBe('noida');
    expect(citySlugOf('/pet-grooming-at-home/noida/')).toBe('noida');
    expect(citySlugOf('https://doorsteppaws.in/pet-grooming-at-home/gurugram')).toBe('gurugram');
    expect(citySlugOf('http://127.0.0.1:8080/pet-grooming-at-home/gurugram?utm_source=ad#book')).toBe('gurugram');
    expect(citySlugOf('https://doorsteppaws.in/pet-grooming-at-home/noida/sector-18')).toBe('');
    expect(citySlugOf('https://doorsteppaws.in/blog/pet-grooming-at-home/noida')).toBe('');
    expect(citySlugOf('')).toBe('');
    expect(citySlugOf(undefined)).toBe('');
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
