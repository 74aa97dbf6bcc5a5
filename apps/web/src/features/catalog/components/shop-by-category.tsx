/**
 * 'Shop by Category': the first 4 categories, each linking to its
 * page with the category as navigation state; 4 built-in samples when the load fails.
 */
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { Category } from '@shop/shared/catalog/schemas';
import { categoryPath } from '@shop/shared/catalog/paths';
import { HOME_CATEGORY_COUNT, homeTexts } from '@shop/shared/home/texts';
import { useCategories } from '../api/get-categories';
import { categoryLinkState } from '../category-navigation';
import { ProductImage } from '@/components/ui/product-image';

function sampleCategory(name: string, slug: string, emoji: string, description: string): Category {
  return {
    _id: `sample-${slug}`,
    CategoryName: name,
    slug,
    description,
    image: '',
    icon: '',
    emoji,
    productCount: 0,
    isNew: false,
  };
}

const sampleCategories: Category[] = [
  sampleCategory(
    'Development Boards',
    'development-boards',
    '🧩',
    'Arduino, ESP32, Raspberry Pi and STM32 boards.',
  ),
  sampleCategory('Sensors', 'sensors', '🌡️', 'Temperature, motion, distance and gas sensors.'),
  sampleCategory(
    'IoT & Wireless Modules',
    'iot-wireless-modules',
    '📡',
    'Wi-Fi, Bluetooth, LoRa and GSM modules.',
  ),
  sampleCategory('Displays', 'displays', '🖥️', 'OLED, LCD and TFT displays.'),
];

export function ShopByCategory() {
  const { data, isPending, isError } = useCategories();
  const categories = isError ? sampleCategories : (data ?? []).slice(0, HOME_CATEGORY_COUNT);

  return (
    <section aria-labelledby="home-categories-heading">
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2
          id="home-categories-heading"
          className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
        >
          {homeTexts.shopByCategory}
        </h2>
        <Link
          to="/categories"
          className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {homeTexts.viewAllCategories}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {isPending ? (
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label="Loading categories">
          {Array.from({ length: HOME_CATEGORY_COUNT }, (_, index) => (
            <li key={index} className="h-52 animate-pulse rounded-xl bg-slate-100 sm:h-60" />
          ))}
        </ul>
      ) : categories.length === 0 ? (
        <p className="text-sm text-slate-600">No categories yet.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {categories.map((category, index) => (
            <li key={category._id}>
              {/* Near the top of the home page: on a phone the first picture is its largest paint. */}
              <CategoryCard category={category} imagePriority={index === 0 ? 'high' : 'eager'} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CategoryCard({
  category,
  imagePriority,
}: {
  category: Category;
  imagePriority: ComponentProps<typeof ProductImage>['priority'];
}) {
  return (
    <Link
      to={categoryPath(category)}
      state={categoryLinkState(category)}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex aspect-[4/3] items-center justify-center bg-linear-to-br from-brand-50 to-slate-100">
        {category.image ? (
          <ProductImage
            src={category.image}
            alt=""
            priority={imagePriority}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          <span aria-hidden="true" className="text-5xl">
            {category.emoji || '🔌'}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <h3 className="text-sm font-semibold text-slate-900 group-hover:text-brand-700 sm:text-base">
          {category.CategoryName}
        </h3>
        {category.productCount > 0 && (
          <p className="text-xs text-slate-500">
            {category.productCount} {category.productCount === 1 ? 'product' : 'products'}
          </p>
        )}
      </div>
    </Link>
  );
}
