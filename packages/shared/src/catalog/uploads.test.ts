import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariantUrl } from './uploads';

const url = '/uploads/products/0b5c3f4e-8a1d-4c2e-9f7a-1234567890ab.webp';

describe('uploaded picture sizes', () => {
  it('names each width beside the canonical file', () => {
    expect(imageVariantUrl(url, 400)).toBe(
      '/uploads/products/0b5c3f4e-8a1d-4c2e-9f7a-1234567890ab-400w.webp',
    );
    expect(imageVariantUrl(url, 800)).toBe(url);
  });

  it('builds a srcset for uploaded pictures only', () => {
    expect(imageSrcSet(`http://localhost:3000${url}`)).toBe(
      'http://localhost:3000/uploads/products/0b5c3f4e-8a1d-4c2e-9f7a-1234567890ab-400w.webp 400w, ' +
        `http://localhost:3000${url} 800w`,
    );
    expect(imageSrcSet('/uploads/products/arduino-uno-r3-compatible.svg')).toBeUndefined();
  });
});
