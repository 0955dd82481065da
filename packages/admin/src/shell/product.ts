/** The product's name: the logo text and the first part of every page title. */
export const PRODUCT_NAME = 'Marketplace Admin';

/** "<product> | <page>", or the product alone where the route names no page. */
export function documentTitle(page: string | undefined): string {
  return page ? `${PRODUCT_NAME} | ${page}` : PRODUCT_NAME;
}
