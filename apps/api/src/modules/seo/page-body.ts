/**
 * What the home, category and product pages say before (or without) the web app: plain HTML of
 * their essentials (names, prices, availability, the picture, links) put inside the root the
 * app replaces when it starts. A phone without JavaScript, a link checker or a crawler that runs
 * no script reads a page instead of a spinner.
 *
 * index.html's own style keeps the block out of sight (`display: none`) while the app is
 * expected: the start-up splash shows as before, nothing moves when the app takes over, and
 * neither people nor assistive technology meet the page twice. Its `<noscript>` style shows the
 * block and hides the splash. Every text is escaped: names and descriptions are typed in the
 * back office.
 */
import { catalogMessages } from '@shop/shared/catalog/messages';
import { categoryPath } from '@shop/shared/catalog/paths';
import type { Category, Product } from '@shop/shared/catalog/schemas';
import { imageSrcSet, PRODUCT_PAGE_IMAGE_SIZES } from '@shop/shared/catalog/uploads';
import { homeTexts } from '@shop/shared/home/texts';
import { formatRupees } from '@shop/shared/money';
import { shop } from '@shop/shared/shop';
import { escapeHtml } from '../../lib/html';

/** The attribute that marks the block; index.html's styles find it by it. */
export const SERVER_PAGE_ATTRIBUTE = 'data-server-page';

/** A category page lists at most this many products (the newest): the HTML stays small. */
export const SERVER_PAGE_PRODUCTS = 60;

const productHref = (product: Pick<Product, 'slug'>) =>
  `/product/${encodeURIComponent(product.slug)}`;

/** The shop's name as the header shows it, linked home. */
const shopLink = `<p><a href="/">${escapeHtml(shop.name)}</a></p>`;

function productList(products: Product[]): string {
  if (products.length === 0) return '';
  const items = products.map(
    (product) =>
      `<li><a href="${escapeHtml(productHref(product))}">${escapeHtml(product.name)}</a> ${escapeHtml(formatRupees(product.price))}</li>`,
  );
  return `<ul>${items.join('')}</ul>`;
}

function block(inner: string): string {
  return `<div ${SERVER_PAGE_ATTRIBUTE}>${inner}</div>`;
}

export function productBody(product: Product): string {
  const picture = product.imageUrls[0];
  const srcSet = picture ? imageSrcSet(picture) : undefined;
  const image = picture
    ? `<img src="${escapeHtml(picture)}"${
        srcSet
          ? ` srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(PRODUCT_PAGE_IMAGE_SIZES)}"`
          : ''
      } alt="${escapeHtml(product.name)}" width="400" height="400" />`
    : '';
  const category = product.category.slug
    ? ` / <a href="${escapeHtml(`/category/${encodeURIComponent(product.category.slug)}`)}">${escapeHtml(product.category.name)}</a>`
    : '';
  return block(
    `<nav aria-label="Breadcrumb"><a href="/">Home</a>${category}</nav>` +
      `<main><h1>${escapeHtml(product.name)}</h1>` +
      `<p>${escapeHtml(formatRupees(product.price))}</p>` +
      `<p>${product.quantity > 0 ? catalogMessages.inStock : catalogMessages.outOfStock}</p>` +
      image +
      (product.description ? `<p>${escapeHtml(product.description)}</p>` : '') +
      `</main>`,
  );
}

export function categoryBody(category: Category, products: Product[]): string {
  return block(
    shopLink +
      `<main><h1>${escapeHtml(catalogMessages.categoryProductsHeading(category.CategoryName))}</h1>` +
      (category.description ? `<p>${escapeHtml(category.description)}</p>` : '') +
      (products.length > 0
        ? productList(products)
        : `<p>${escapeHtml(catalogMessages.categoryEmpty)}</p>`) +
      `</main>`,
  );
}

export function homeBody(categories: Category[], featured: Product[]): string {
  const categoryItems = categories.map(
    (category) =>
      `<li><a href="${escapeHtml(categoryPath(category))}">${escapeHtml(category.CategoryName)}</a></li>`,
  );
  return block(
    `<main><h1>${escapeHtml(`${shop.name}: ${shop.tagline} in ${shop.city}`)}</h1>` +
      (categoryItems.length > 0
        ? `<h2>${escapeHtml(homeTexts.shopByCategory)}</h2><ul>${categoryItems.join('')}</ul>`
        : '') +
      (featured.length > 0
        ? `<h2>${escapeHtml(homeTexts.featuredOnSale)}</h2>${productList(featured)}`
        : '') +
      `</main>`,
  );
}

/**
 * index.html's own block in the root: the "needs JavaScript" line of pages without content of
 * their own, which a page's essentials replace.
 */
const INDEX_BLOCK = new RegExp(`<div ${SERVER_PAGE_ATTRIBUTE}>[\\s\\S]*?</div>`, 'i');
const ROOT_OPEN = /<div id="root">/i;

/** index.html with `body` inside the root, in place of the line for pages without their own. */
export function renderPageBody(template: string, body: string): string {
  if (INDEX_BLOCK.test(template)) return template.replace(INDEX_BLOCK, () => body);
  return template.replace(ROOT_OPEN, (open) => `${open}${body}`);
}
