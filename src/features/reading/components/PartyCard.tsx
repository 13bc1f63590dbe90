// A party in a list: cover (or the first character of its book or topic), title, what is read,
// when and where, the seats line (剩N个名额 / 已满 · 可候补 / the phase) and the fee.
import { Image, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { PartyCard as Party } from '@/features/reading/api/reading'
import { bookTopicText, feeText, partyTime, seatsText } from '@/features/reading/utils/format'
import './PartyCard.scss'

export interface PartyCardProps {
  party: Party
  onOpen: (party: Party) => void
  /** A line under the card's facts (my sign-up's state on 我的报名). */
  extra?: ReactNode
  testId?: string
}

export default function PartyCard({ party, onOpen, extra, testId = 'reading-party-card' }: PartyCardProps) {
  const reads = bookTopicText(party)
  const mark = Array.from(party.bookTitle || party.topic || party.title)[0] ?? '读'
  return (
    <View className='reading-card' onClick={() => onOpen(party)} data-testid={testId} data-party-id={party.id} data-phase={party.phase}>
      <View className='reading-card__media'>
        {party.cover ? <Image className='reading-card__cover' src={party.cover} mode='aspectFill' /> : <Text className='reading-card__mark'>{mark}</Text>}
        <Text className={`reading-card__city${party.feeFen > 0 ? '' : ' reading-card__city--free'}`}>{party.city}</Text>
      </View>
      <View className='reading-card__body'>
        <Text className='reading-card__title' data-testid='reading-card-title'>
          {party.title}
        </Text>
        {reads ? <Text className='reading-card__reads'>{reads}</Text> : null}
        <Text className='reading-card__line'>{partyTime(party.startsAt, party.endsAt)}</Text>
        <Text className='reading-card__line'>{party.venue}</Text>
        <View className='reading-card__foot'>
          <Text className={`reading-card__seats reading-card__seats--${party.phase}`} data-testid='reading-card-seats' data-seats-left={party.seatsLeft}>
            {seatsText(party)}
          </Text>
          <Text className={`reading-card__fee${party.feeFen > 0 ? '' : ' reading-card__fee--free'}`} data-testid='reading-card-fee' data-fee-fen={party.feeFen}>
            {feeText(party.feeFen)}
          </Text>
        </View>
        {extra}
      </View>
    </View>
  )
}
