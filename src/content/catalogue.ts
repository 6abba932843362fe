// Old path of serviceCatalogue.ts, kept only because server/ still imports it (its owners switch
// those imports to '../../src/content/serviceCatalogue'); delete this file then. Client code imports
// '@/content/serviceCatalogue'.
export * from './serviceCatalogue';
