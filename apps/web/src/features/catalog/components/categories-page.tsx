/**
 * /categories: every category as a card linking to its products, with
 * the category passed along as navigation state.
 */
import { Link } from 'react-router';
import { ArrowRight, RotateCw } from 'lucide-react';
import type { Category } from '@shop/shared/catalog/schemas';
import { categoryPath } from '@shop/shared/catalog/paths';
import { Button } from '@/components/ui/button';
import { useCategories } from '../api/get-categories';
import { categoryLinkState } from '../category-navigation';
import { EmptyState, ErrorState, LoadingState } from './page-states';
import { ProductImage } from '@/components/ui/product-image';

export default function CategoriesPage() {
  const categories = useCategories();

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>All Categories | CircuitKart</title>
      <div className="mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          All Categories
        </h1>
        <p className="mt-2 text-slate-600">
          Browse boards, components, sensors and tools by category.
        </p>
      </div>
      {categories.isPending ? (
        <LoadingState label="Loading categories" />
      ) : categories.isError ? (
        <ErrorState message="Failed to load categories">
          <Button variant="secondary" onClick={() => void categories.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </ErrorState>
      ) : categories.data.length === 0 ? (
        <EmptyState message="No categories yet." />
      ) : (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {categories.data.map((category) => (
            <li key={category._id}>
              <CategoryCard category={category} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CategoryCard({ category }: { category: Category }) {
  const count = category.productCount;
  return (
    <Link
      to={categoryPath(category)}
      state={categoryLinkState(category)}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg"
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-brand-50">
        <ProductImage
          src={category.image}
          alt=""
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        {category.isNew && (
          <span className="absolute top-3 right-3 rounded-full bg-brand-600 px-2.5 py-1 text-xs font-bold text-white uppercase">
            New
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 group-hover:text-brand-700">
          {category.emoji && <span aria-hidden="true">{category.emoji}</span>}
          {category.CategoryName}
        </h2>
        {category.description && (
          <p className="line-clamp-3 text-sm text-slate-600">{category.description}</p>
        )}
        <p className="mt-auto flex items-center justify-between pt-3 text-sm font-medium text-slate-500">
          <span>
            {count} product{count === 1 ? '' : 's'}
          </span>
          <ArrowRight
            aria-hidden="true"
            className="size-4 text-brand-600 transition-transform group-hover:translate-x-1"
          />
        </p>
      </div>
    </Link>
  );
}
