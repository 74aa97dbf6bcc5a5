import { describe, expect, it } from 'vitest';
import { adminImageUrl } from './image-path';

describe('adminImageUrl', () => {
  it('uses an absolute http(s) address as it is', () => {
    expect(adminImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(adminImageUrl('http://x.test/uploads/b.webp', 'https://api.test')).toBe(
      'http://x.test/uploads/b.webp',
    );
  });

  it('turns backslashes into slashes, drops leading slashes and adds uploads/ when missing', () => {
    expect(adminImageUrl('uploads\\categories\\a.webp')).toBe('/uploads/categories/a.webp');
    expect(adminImageUrl('//uploads/products/b.webp')).toBe('/uploads/products/b.webp');
    expect(adminImageUrl('products/c.webp')).toBe('/uploads/products/c.webp');
    expect(adminImageUrl('\\d.png')).toBe('/uploads/d.png');
  });

  it('joins the path to the backend base address', () => {
    expect(adminImageUrl('/uploads/a.webp', 'https://api.test/')).toBe(
      'https://api.test/uploads/a.webp',
    );
    expect(adminImageUrl('a.webp', 'https://api.test')).toBe('https://api.test/uploads/a.webp');
  });

  it('has nothing to show for an empty path (the placeholder shows)', () => {
    expect(adminImageUrl('')).toBeNull();
    expect(adminImageUrl('   ')).toBeNull();
    expect(adminImageUrl(undefined)).toBeNull();
  });
});
