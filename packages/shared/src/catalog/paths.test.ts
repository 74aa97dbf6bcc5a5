import { describe, expect, it } from 'vitest';
import { categoryPath, slugify } from './paths';

describe('slugify', () => {
  it('lowercases and turns every run of non-alphanumerics into one hyphen', () => {
    expect(slugify('Sensors & Modules')).toBe('sensors-modules');
    expect(slugify('  IoT / Wireless -- Boards ')).toBe('iot-wireless-boards');
    expect(slugify('ESP32-S3 DevKit')).toBe('esp32-s3-devkit');
  });
});

describe('categoryPath', () => {
  it('uses the slug when set, else the slugified name', () => {
    expect(categoryPath({ slug: 'dev-boards', CategoryName: 'Development Boards' })).toBe(
      '/category/dev-boards',
    );
    expect(categoryPath({ slug: '', CategoryName: 'Power & Batteries' })).toBe(
      '/category/power-batteries',
    );
  });
});
