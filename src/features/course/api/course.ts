// Course area calls (docs/API.md "Courses and learning": catalogue, book lists, articles,
// schedule). The player's own calls and the shared shapes live in core/api/course.
import type { Chapter, SubjectAccess, SubjectCard, SubjectKind } from '@/core/api/course'
import { get, getPage } from '@/core/request/client'
import type { PageOf } from '@/components/hooks/usePagedList'

export interface Banner {
  id: number
  title: string
  image: string
  link: string
}

export interface Category {
  id: number
  name: string
  icon: string
  count: number
}

export interface BookListCard {
  id: number
  title: string
  subtitle: string
  cover: string
  summary: string
  curator: string
  count: number
}

export interface CourseIndexData {
  banners: Banner[]
  categories: Category[]
  recommended: SubjectCard[]
  newest: SubjectCard[]
  free: SubjectCard[]
  bookLists: BookListCard[]
}

export interface SubjectDetail extends SubjectCard {
  intro: string[]
  authorIntro: string
  chapters: Chapter[]
  owned: boolean
  isVip: boolean
  canPlayAll: boolean
  resume: { chapterId: number; positionSec: number } | null
  completedChapters: number
  certificate: { id: number; number: string } | null
  bookLists: { id: number; title: string }[]
}

export interface BookListDetail extends BookListCard {
  items: { note: string; subject: SubjectCard }[]
}

export interface Article {
  id: number
  title: string
  author: string
  cover: string
  summary: string
  publishedAt: number
  reads: number
}

export interface ArticleDetail extends Article {
  paragraphs: string[]
  subject: SubjectCard | null
}

export interface ScheduleItem {
  id: number
  startTime: string
  durationMin: number
  title: string
  teacher: string
  subject: SubjectCard | null
}

export interface Schedule {
  weekStart: string
  today: number
  days: { weekday: number; date: string; items: ScheduleItem[] }[]
}

export type CourseSort = 'recommended' | 'newest' | 'popular'

export interface CourseFilter {
  kind?: SubjectKind
  categoryId?: number
  access?: SubjectAccess
  sort?: CourseSort
}

const quiet = { skipLoading: true }

export function getCourseIndex(kind: SubjectKind = 'course'): Promise<CourseIndexData> {
  return get<CourseIndexData>('/course/index', { kind }, quiet)
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

export function listArticles(pageNum: number): Promise<PageOf<Article>> {
  return getPage<PageOf<Article>>('/article/list', pageNum, undefined, quiet)
}

export function getArticle(id: number): Promise<ArticleDetail> {
  return get<ArticleDetail>('/article/detail', { id }, quiet)
}

export function getSchedule(): Promise<Schedule> {
  return get<Schedule>('/course/schedule', undefined, quiet)
}
