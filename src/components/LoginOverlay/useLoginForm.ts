// State and actions of the login overlay: fields, get-code with countdown, one submit at a time.
import { useCallback, useRef, useState } from 'react'
import { loginBySms, sendLoginCode } from '@/core/login/flows'
import { describeError } from '@/core/request/errors'
import { toast } from '@/core/toast'
import { useCountdown } from '@/components/LoginOverlay/useCountdown'
import {
  alreadyShown,
  checkLoginForm,
  checkMobile,
  cleanCode,
  cleanMobile,
  codeButtonLabel,
  COUNTDOWN_SECONDS,
  TEXT,
} from '@/components/LoginOverlay/loginForm'

/** The sheet shows its own progress (button labels), so no global loading view on top of it. */
const OWN_BUSY_STATE = { skipLoading: true }

function report(e: unknown): void {
  if (!alreadyShown(e)) toast(describeError(e))
}

export function useLoginForm() {
  const [mobile, setMobileRaw] = useState('')
  const [code, setCodeRaw] = useState('')
  const [sending, setSending] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const { left, start } = useCountdown(COUNTDOWN_SECONDS)
  // Refs guard double taps that arrive before React re-renders the disabled state.
  const sendingRef = useRef(false)
  const submittingRef = useRef(false)

  const setMobile = useCallback((text: string) => setMobileRaw(cleanMobile(text)), [])
  const setCode = useCallback((text: string) => setCodeRaw(cleanCode(text)), [])

  const codeDisabled = sending || left > 0

  const sendCode = useCallback(async (): Promise<boolean> => {
    if (sendingRef.current || left > 0) return false
    const problem = checkMobile(mobile)
    if (problem) {
      toast(problem)
      return false
    }
    sendingRef.current = true
    setSending(true)
    try {
      await sendLoginCode(mobile, OWN_BUSY_STATE)
      start()
      toast(TEXT.codeSent)
      return true
    } catch (e) {
      report(e)
      return false
    } finally {
      sendingRef.current = false
      setSending(false)
    }
  }, [left, mobile, start])

  const submit = useCallback(async (): Promise<boolean> => {
    if (submittingRef.current) return false
    const problem = checkLoginForm({ mobile, code })
    if (problem) {
      toast(problem)
      return false
    }
    submittingRef.current = true
    setSubmitting(true)
    try {
      await loginBySms({ mobile, code }, OWN_BUSY_STATE)
      toast(TEXT.loggedIn)
      return true
    } catch (e) {
      report(e)
      return false
    } finally {
      submittingRef.current = false
      setSubmitting(false)
    }
  }, [code, mobile])

  /**
   * Clears the code after the sheet closes. The mobile stays (people reopen the sheet to retry) and
   * so does a running countdown: the server would refuse a resend within 60 s anyway.
   */
  const reset = useCallback(() => setCodeRaw(''), [])

  return {
    mobile,
    code,
    setMobile,
    setCode,
    codeLabel: codeButtonLabel(left, sending),
    codeDisabled,
    secondsLeft: left,
    submitting,
    sendCode,
    submit,
    reset,
  }
}
