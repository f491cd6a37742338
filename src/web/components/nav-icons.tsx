import type { SvgIconComponent } from '@mui/icons-material';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import type { MenuIcon } from '../../shared/screens.ts';

/** The menu's icon names (src/shared/screens.ts, Material icon ligature names) mapped to components. */
const icons: Record<MenuIcon, SvgIconComponent> = {
  dashboard: DashboardOutlined,
  business: BusinessOutlined,
  event: EventOutlined,
  badge: BadgeOutlined,
  how_to_reg: HowToRegOutlined,
  map: MapOutlined,
  chat: ChatOutlined,
  assessment: AssessmentOutlined,
  folder_open: FolderOpenOutlined,
  calendar_month: CalendarMonthOutlined,
  receipt_long: ReceiptLongOutlined,
  payments: PaymentsOutlined,
  support_agent: SupportAgentOutlined,
  route: RouteOutlined,
};

function isMenuIcon(name: string): name is MenuIcon {
  return Object.hasOwn(icons, name);
}

export function NavIcon({ name }: { name: string | undefined }) {
  const Icon = name && isMenuIcon(name) ? icons[name] : CircleOutlined;
  return <Icon fontSize="small" />;
}
