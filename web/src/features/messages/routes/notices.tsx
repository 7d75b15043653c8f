import { NoticeList } from '../components/notice-list';

/** `/notices`: the agency's update notices, unread first. */
export default function NoticesRoute() {
  return <NoticeList kind="update" />;
}
