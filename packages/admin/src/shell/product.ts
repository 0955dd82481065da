/** The product's name: the logo text and the first part of every page title. */
export const PRODUCT_NAME = 'Marketplace Admin';
