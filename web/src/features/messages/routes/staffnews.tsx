import { NoticeList } from '../components/notice-list';

/** `/staffnews`: the agency's staff news, newest first. */
export default function StaffnewsRoute() {
  return <NoticeList kind="news" />;
}
