import { describe, expect, it } from 'vitest';
import { catalogMessages as m } from '@shop/shared/catalog/messages';
import {
  categoryFormData,
  categoryFormFrom,
  emptyCategoryForm,
  validateCategoryForm,
} from './category-form-data';

const png = (size: number) => new File([new Uint8Array(size)], 'a.png', { type: 'image/png' });

describe('the category form', () => {
  it('needs a name, trimmed', () => {
    expect(validateCategoryForm({ ...emptyCategoryForm(), CategoryName: '   ' })).toEqual({
      CategoryName: 'Category name is required',
    });
  });

  it('refuses an image of 10 MB or more and a file that is not an image', () => {
    const values = { ...emptyCategoryForm(), CategoryName: 'Sensors' };
    expect(validateCategoryForm({ ...values, image: png(10_485_761) }).image).toBe(
      'Image size should be less than 10MB',
    );
    const text = new File(['hi'], 'a.txt', { type: 'text/plain' });
    expect(validateCategoryForm({ ...values, image: text }).image).toMatch(/Only image files/);
    expect(validateCategoryForm({ ...values, image: png(100) })).toEqual({});
  });

  it('sends the trimmed fields and the image as the API reads them', () => {
    const image = png(10);
    const form = categoryFormData({
      CategoryName: ' Sensors ',
      description: ' Things that sense ',
      icon: 'cpu',
      emoji: '🔌',
      image,
    });
    expect(form.get('CategoryName')).toBe('Sensors');
    expect(form.get('description')).toBe('Things that sense');
    expect(form.get('icon')).toBe('cpu');
    expect(form.get('emoji')).toBe('🔌');
    expect((form.get('image') as File).name).toBe('a.png');
    expect(categoryFormData({ ...emptyCategoryForm(), CategoryName: 'X' }).has('image')).toBe(
      false,
    );
  });

  it('pre-fills an edit with the category and keeps its image unless a new one is chosen', () => {
    expect(
      categoryFormFrom({
        _id: '1',
        CategoryName: 'Boards',
        slug: 'boards',
        description: 'Dev boards',
        image: '/uploads/categories/x.webp',
        icon: 'circuit-board',
        emoji: '🧩',
        productCount: 3,
        isNew: false,
      }),
    ).toEqual({
      CategoryName: 'Boards',
      description: 'Dev boards',
      icon: 'circuit-board',
      emoji: '🧩',
      image: null,
    });
  });

  it('picks icons from the list only: a typed class name is refused, an old one shows as none', () => {
    const values = { ...emptyCategoryForm(), CategoryName: 'Boards' };
    expect(validateCategoryForm({ ...values, icon: 'fa-solid fa-microchip' }).icon).toBe(
      m.iconInvalid,
    );
    expect(validateCategoryForm({ ...values, icon: 'microchip' })).toEqual({});
    expect(validateCategoryForm({ ...values, icon: '' })).toEqual({});
    expect(
      categoryFormFrom({
        _id: '1',
        CategoryName: 'Boards',
        slug: 'boards',
        description: '',
        image: '',
        icon: 'fa-solid fa-robot',
        emoji: '',
        productCount: 0,
        isNew: false,
      }).icon,
    ).toBe('');
  });
});
