export {
  useAdminBannerQuery,
  useAdminCategoryQuery,
  useAdminEventQuery,
  useAdminPostQuery,
} from './api/contentAdminApi';
export { CONTENT_ADMIN_TEXT } from './model/text';
export { BannerForm } from './ui/BannerForm';
export { BannersAdminList } from './ui/BannersAdminList';
export { BlogPostForm } from './ui/BlogPostForm';
export { CategoriesAdminList } from './ui/CategoriesAdminList';
export { CategoryForm } from './ui/CategoryForm';
export { EventForm } from './ui/EventForm';
export { EventsAdminList } from './ui/EventsAdminList';
export { PostsAdminList } from './ui/PostsAdminList';
