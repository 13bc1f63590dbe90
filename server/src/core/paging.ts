/**
 * Paged GETs (spec 7): the client sends `pageNum`, `pageNo` and `pageSize` (default 15).
 * Every paged answer is `{ list, total, pageNum, pageSize, hasMore }`.
 */
import { Type, type TSchema } from '@sinclair/typebox';

export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 50;

export const PageQuery = {
  pageNum: Type.Optional(Type.Integer({ title: '页码', minimum: 1, maximum: 100000 })),
  pageNo: Type.Optional(Type.Integer({ title: '页码', minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(
    Type.Integer({ title: '每页条数', minimum: 1, maximum: MAX_PAGE_SIZE, 'x-msg': `每页条数须为1到${MAX_PAGE_SIZE}` }),
  ),
};

/** The query of a paged GET that has no filters of its own. */
export const PageQuerySchema = Type.Object(PageQuery);

export interface PageRequest {
  pageNum: number;
  pageSize: number;
  offset: number;
}

export function pageOf(query: { pageNum?: number; pageNo?: number; pageSize?: number }): PageRequest {
  const pageNum = query.pageNum ?? query.pageNo ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

export function PageSchema<T extends TSchema>(item: T) {
  return Type.Object({
    list: Type.Array(item),
    total: Type.Integer(),
    pageNum: Type.Integer(),
    pageSize: Type.Integer(),
    hasMore: Type.Boolean(),
  });
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
  hasMore: boolean;
}

export function page<T>(list: T[], total: number, request: PageRequest): Page<T> {
  return {
    list,
    total,
    pageNum: request.pageNum,
    pageSize: request.pageSize,
    hasMore: request.offset + list.length < total,
  };
}
