export { App, PRODUCT_NAME } from './App.tsx';
