// Old path of shopItems.ts, kept only because server/db/shopSeed.test.ts still imports it; delete
// this file once it imports '../../src/content/shop/shopItems'. Client code imports '@/content/shop/shopItems'.
export * from './shopItems';
