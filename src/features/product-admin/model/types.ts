export type { Category, Product } from '@/shared/api';
