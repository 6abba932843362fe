/** A link of the header or footer menu; the app derives the menus from its route table (app/navigation.ts). */
export interface NavLinkItem {
  to: string;
  label: string;
}
