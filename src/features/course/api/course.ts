// Course area calls (docs/API.md "Courses and learning": catalogue, book lists, articles,
// schedule). The player's own calls and the shared shapes live in core/api/course.
import type {
  ArticleCard,
  ArticleDetail,
  Banner,
  BookListCard,
  BookListDetail,
  Category,
  CourseFilter,
  CourseIndex,
  CourseSort,
  Schedule,
  ScheduleItem,
  SubjectDetail,
} from '@contract/course'
import type { SubjectCard, SubjectKind } from '@/core/api/course'
import { get, getPage } from '@/core/request/client'
import type { PageOf } from '@/components/hooks/usePagedList'

export type {
  ArticleCard,
  ArticleDetail,
  Banner,
  BookListCard,
  BookListDetail,
  Category,
  CourseFilter,
  CourseIndex,
  CourseSort,
  Schedule,
  ScheduleItem,
  SubjectDetail,
}

const quiet = { skipLoading: true }

export function getCourseIndex(kind: SubjectKind = 'course'): Promise<CourseIndex> {
  return get<CourseIndex>('/course/index', { kind }, quiet)
}

export function getCategories(): Promise<Category[]> {
  return get<Category[]>('/course/categories', undefined, quiet)
}

export function listCourses(pageNum: number, filter: CourseFilter = {}): Promise<PageOf<SubjectCard>> {
  return getPage<PageOf<SubjectCard>>('/course/list', pageNum, { ...filter }, quiet)
}

export function searchCourses(pageNum: number, q: string): Promise<PageOf<SubjectCard>> {
  return getPage<PageOf<SubjectCard>>('/course/search', pageNum, { q }, quiet)
}

export function getHotTerms(): Promise<string[]> {
  return get<string[]>('/course/search/hot', undefined, quiet)
}

export function getCourseDetail(subjectId: number): Promise<SubjectDetail> {
  return get<SubjectDetail>('/course/detail', { subjectId }, quiet)
}

export function listBookLists(pageNum: number): Promise<PageOf<BookListCard>> {
  return getPage<PageOf<BookListCard>>('/course/bookList', pageNum, undefined, quiet)
}

export function getBookListDetail(id: number): Promise<BookListDetail> {
  return get<BookListDetail>('/course/bookList/detail', { id }, quiet)
}

export function listArticles(pageNum: number): Promise<PageOf<ArticleCard>> {
  return getPage<PageOf<ArticleCard>>('/article/list', pageNum, undefined, quiet)
}

export function getArticle(id: number): Promise<ArticleDetail> {
  return get<ArticleDetail>('/article/detail', { id }, quiet)
}

export function getSchedule(): Promise<Schedule> {
  return get<Schedule>('/course/schedule', undefined, quiet)
}
