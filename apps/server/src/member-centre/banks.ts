import type { Bank } from '@lobby/api/contract'

/**
 * The banks members of each currency can bind (code → name). An operator
 * would keep this list in its back office; these are the main retail banks
 * of each market.
 */
const BANKS: Record<string, readonly Bank[]> = {
  USD: [
    { code: 'JPM', name: 'JPMorgan Chase' },
    { code: 'BOFA', name: 'Bank of America' },
    { code: 'WFC', name: 'Wells Fargo' },
    { code: 'CITI', name: 'Citibank' },
  ],
  RMB: [
    { code: 'ICBC', name: '中国工商银行' },
    { code: 'CCB', name: '中国建设银行' },
    { code: 'ABC', name: '中国农业银行' },
    { code: 'BOC', name: '中国银行' },
    { code: 'CMB', name: '招商银行' },
  ],
  VND: [
    { code: 'VCB', name: 'Vietcombank' },
    { code: 'TCB', name: 'Techcombank' },
    { code: 'BIDV', name: 'BIDV' },
    { code: 'CTG', name: 'VietinBank' },
    { code: 'ACB', name: 'ACB' },
  ],
  THB: [
    { code: 'KBANK', name: 'ธนาคารกสิกรไทย' },
    { code: 'SCB', name: 'ธนาคารไทยพาณิชย์' },
    { code: 'BBL', name: 'ธนาคารกรุงเทพ' },
    { code: 'KTB', name: 'ธนาคารกรุงไทย' },
  ],
  WON: [
    { code: 'KB', name: 'KB국민은행' },
    { code: 'SHINHAN', name: '신한은행' },
    { code: 'WOORI', name: '우리은행' },
  ],
  JPY: [
    { code: 'MUFG', name: '三菱UFJ銀行' },
    { code: 'SMBC', name: '三井住友銀行' },
    { code: 'MIZUHO', name: 'みずほ銀行' },
  ],
  INR: [
    { code: 'SBI', name: 'State Bank of India' },
    { code: 'HDFC', name: 'HDFC Bank' },
    { code: 'ICICI', name: 'ICICI Bank' },
  ],
  MMK: [
    { code: 'KBZ', name: 'KBZ Bank' },
    { code: 'CB', name: 'CB Bank' },
    { code: 'AYA', name: 'AYA Bank' },
  ],
  BDT: [
    { code: 'SONALI', name: 'Sonali Bank' },
    { code: 'DBBL', name: 'Dutch-Bangla Bank' },
    { code: 'BRAC', name: 'BRAC Bank' },
  ],
  BRL: [
    { code: 'BB', name: 'Banco do Brasil' },
    { code: 'ITAU', name: 'Itaú Unibanco' },
    { code: 'NUBANK', name: 'Nubank' },
  ],
  NGN: [
    { code: 'GTB', name: 'GTBank' },
    { code: 'ACCESS', name: 'Access Bank' },
    { code: 'ZENITH', name: 'Zenith Bank' },
  ],
}

export function banksOf(currency: string): readonly Bank[] {
  return BANKS[currency] ?? []
}

export function bankName(currency: string, code: string): string | undefined {
  return banksOf(currency).find((bank) => bank.code === code)?.name
}
