export { DASHBOARD_TEXT } from './model/text';
export { DashboardFigures } from './ui/DashboardFigures';
