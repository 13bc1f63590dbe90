/**
 * THE registry of server areas. Adding an area: a folder under areas/ with an index.ts that
 * exports its `defineArea(…)`, one line here, and its migration in db/migrations.
 */
import type { Area } from './area.js';
import { addressArea } from './address/index.js';
import { assessmentArea } from './assessment/index.js';
import { certificateArea } from './certificate/index.js';
import { couponsArea } from './coupons/index.js';
import { courseArea } from './course/index.js';
import { credentialsArea } from './credentials/index.js';
import { creditsArea } from './credits/index.js';
import { devArea } from './dev/index.js';
import { distributionArea } from './distribution/index.js';
import { earningsArea } from './earnings/index.js';
import { errorsArea } from './errors/index.js';
import { eventsArea } from './events/index.js';
import { exerciseArea } from './exercise/index.js';
import { healthArea } from './health/index.js';
import { learnArea } from './learn/index.js';
import { loginArea } from './login/index.js';
import { orderArea } from './order/index.js';
import { punchArea } from './punch/index.js';
import { readingArea } from './reading/index.js';
import { relationArea } from './relation/index.js';
import { sceneArea } from './scene/index.js';
import { teamReadingArea } from './teamreading/index.js';
import { uploadArea } from './upload/index.js';
import { upgcArea } from './upgc/index.js';
import { userArea } from './user/index.js';
import { vipArea } from './vip/index.js';
import { wechatArea } from './wechat/index.js';
import { yearBillArea } from './yearBill/index.js';

export const AREAS: readonly Area[] = [
  healthArea,
  sceneArea,
  eventsArea,
  errorsArea,
  relationArea,
  loginArea,
  userArea,
  wechatArea,
  vipArea,
  orderArea,
  couponsArea,
  creditsArea,
  addressArea,
  uploadArea,
  learnArea,
  certificateArea,
  yearBillArea,
  courseArea,
  assessmentArea,
  exerciseArea,
  upgcArea,
  punchArea,
  teamReadingArea,
  distributionArea,
  earningsArea,
  readingArea,
  credentialsArea,
  devArea,
];
