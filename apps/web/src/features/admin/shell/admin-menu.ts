/**
 * The back office's side menu: one entry per screen, and which entry the current path belongs
 * to. An order of the list keeps Orders highlighted; the product manager keeps Product.
 */
import {
  ClipboardList,
  FileDown,
  FolderTree,
  HandCoins,
  Inbox,
  LayoutDashboard,
  MailWarning,
  ReceiptIndianRupee,
  Package,
  Percent,
  Star,
  Tag,
  Undo2,
  Users,
  type LucideIcon,
} from 'lucide-react';

export type AdminMenuEntry = {
  to: string;
  label: string;
  Icon: LucideIcon;
  /** Paths of screens reached from this entry's screen, by prefix. */
  alsoActiveOn?: string[];
};

export const adminMenu: AdminMenuEntry[] = [
  { to: '/admin/dashboard', label: 'Dashboard', Icon: LayoutDashboard },
  { to: '/admin/category', label: 'Category', Icon: FolderTree },
  { to: '/admin/product', label: 'Product', Icon: Package, alsoActiveOn: ['/admin/products'] },
  { to: '/admin/promotions', label: 'Promotions', Icon: Tag },
  { to: '/admin/users', label: 'Users', Icon: Users },
  { to: '/admin/orders', label: 'Orders', Icon: ClipboardList, alsoActiveOn: ['/admin/order/'] },
  { to: '/admin/returns', label: 'Returns', Icon: Undo2 },
  { to: '/admin/refunds', label: 'Refunds owed', Icon: HandCoins },
  { to: '/admin/enquiries', label: 'Enquiries', Icon: Inbox },
  { to: '/admin/reviews', label: 'Reviews', Icon: Star },
  { to: '/admin/gst', label: 'GST', Icon: ReceiptIndianRupee },
  { to: '/admin/gst/rates', label: 'GST rates', Icon: Percent },
  { to: '/admin/exports', label: 'Exports', Icon: FileDown },
  { to: '/admin/emails', label: 'E-mails not sent', Icon: MailWarning },
];

export function activeAdminMenuEntry(pathname: string): AdminMenuEntry | undefined {
  return adminMenu.find(
    (entry) =>
      pathname === entry.to ||
      (entry.alsoActiveOn ?? []).some((prefix) => pathname.startsWith(prefix)),
  );
}
