/** Request fields shared by the order, pay and credits modules. */
import { Type } from '@sinclair/typebox';
import { MAX_QUANTITY } from './pricing.js';
import { ORDER_NUMBER_PATTERN } from './ext-info.js';
import { ORDER_STATUSES, type OrderStatus } from './state.js';

export const CommodityId = Type.Integer({
  title: '商品编号',
  minimum: 1,
  'x-msg': { required: '请填写商品编号', default: '商品编号格式不正确' },
});

export const PurchaseQuantity = Type.Integer({
  title: '购买数量',
  minimum: 1,
  maximum: MAX_QUANTITY,
  default: 1,
  'x-msg': `购买数量须为1到${MAX_QUANTITY}`,
});

export const OrderNumber = Type.String({
  title: '订单号',
  pattern: ORDER_NUMBER_PATTERN,
  'x-msg': { required: '请填写订单号', default: '订单号格式不正确' },
});

const STATUS = `(${ORDER_STATUSES.join('|')})`;

/** One order status or several joined by commas (`created,paying`: every unpaid order). */
export const OrderStatusList = Type.String({
  title: '订单状态',
  pattern: `^${STATUS}(,${STATUS})*$`,
  'x-msg': `订单状态须为${ORDER_STATUSES.join('、')}之一，多个用英文逗号分隔`,
});

/** The statuses of a validated OrderStatusList, each once. */
export function statusesOf(list: string): OrderStatus[] {
  return [...new Set(list.split(','))] as OrderStatus[];
}
