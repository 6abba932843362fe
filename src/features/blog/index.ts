export { BLOG_TEXT } from './model/text';
export { BlogGrid } from './ui/BlogGrid';
