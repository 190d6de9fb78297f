/*
 * iso_codes.c — see iso_codes.h.
 */
#include "text/iso_codes.h"

#include <string.h>

#include "text/tokenizer.h"

/* A country: its name's key, its alpha-2 and alpha-3 codes' keys. */
static const char *const countries[][3] = {
	{"afghanistan", "af", "afg"}, {"albania", "al", "alb"}, {"algeria", "dz", "dza"},
	{"argentina", "ar", "arg"}, {"armenia", "am", "arm"}, {"australia", "au", "aus"},
	{"austria", "at", "aut"}, {"azerbaijan", "az", "aze"}, {"bahrain", "bh", "bhr"},
	{"bangladesh", "bd", "bgd"}, {"belarus", "by", "blr"}, {"belgium", "be", "bel"},
	{"bolivia", "bo", "bol"}, {"bosnia and herzegovina", "ba", "bih"}, {"brazil", "br", "bra"},
	{"bulgaria", "bg", "bgr"}, {"cambodia", "kh", "khm"}, {"cameroon", "cm", "cmr"},
	{"canada", "ca", "can"}, {"chile", "cl", "chl"}, {"china", "cn", "chn"},
	{"colombia", "co", "col"}, {"costa rica", "cr", "cri"}, {"croatia", "hr", "hrv"},
	{"cuba", "cu", "cub"}, {"cyprus", "cy", "cyp"}, {"czech republic", "cz", "cze"},
	{"czechia", "cz", "cze"}, {"denmark", "dk", "dnk"}, {"dominican republic", "do", "dom"},
	{"ecuador", "ec", "ecu"}, {"egypt", "eg", "egy"}, {"el salvador", "sv", "slv"},
	{"estonia", "ee", "est"}, {"ethiopia", "et", "eth"}, {"finland", "fi", "fin"},
	{"france", "fr", "fra"}, {"georgia", "ge", "geo"}, {"germany", "de", "deu"},
	{"ghana", "gh", "gha"}, {"greece", "gr", "grc"}, {"guatemala", "gt", "gtm"},
	{"honduras", "hn", "hnd"}, {"hong kong", "hk", "hkg"}, {"hungary", "hu", "hun"},
	{"iceland", "is", "isl"}, {"india", "in", "ind"}, {"indonesia", "id", "idn"},
	{"iran", "ir", "irn"}, {"iraq", "iq", "irq"}, {"ireland", "ie", "irl"},
	{"israel", "il", "isr"}, {"italy", "it", "ita"}, {"jamaica", "jm", "jam"},
	{"japan", "jp", "jpn"}, {"jordan", "jo", "jor"}, {"kazakhstan", "kz", "kaz"},
	{"kenya", "ke", "ken"}, {"kuwait", "kw", "kwt"}, {"latvia", "lv", "lva"},
	{"lebanon", "lb", "lbn"}, {"lithuania", "lt", "ltu"}, {"luxembourg", "lu", "lux"},
	{"malaysia", "my", "mys"}, {"malta", "mt", "mlt"}, {"mexico", "mx", "mex"},
	{"moldova", "md", "mda"}, {"monaco", "mc", "mco"}, {"mongolia", "mn", "mng"},
	{"morocco", "ma", "mar"}, {"nepal", "np", "npl"}, {"netherlands", "nl", "nld"},
	{"holland", "nl", "nld"}, {"new zealand", "nz", "nzl"}, {"nicaragua", "ni", "nic"},
	{"nigeria", "ng", "nga"}, {"north korea", "kp", "prk"}, {"norway", "no", "nor"},
	{"oman", "om", "omn"}, {"pakistan", "pk", "pak"}, {"panama", "pa", "pan"},
	{"paraguay", "py", "pry"}, {"peru", "pe", "per"}, {"philippines", "ph", "phl"},
	{"poland", "pl", "pol"}, {"portugal", "pt", "prt"}, {"puerto rico", "pr", "pri"},
	{"qatar", "qa", "qat"}, {"romania", "ro", "rou"}, {"russia", "ru", "rus"},
	{"saudi arabia", "sa", "sau"}, {"serbia", "rs", "srb"}, {"singapore", "sg", "sgp"},
	{"slovakia", "sk", "svk"}, {"slovenia", "si", "svn"}, {"south africa", "za", "zaf"},
	{"south korea", "kr", "kor"}, {"korea", "kr", "kor"}, {"spain", "es", "esp"},
	{"sri lanka", "lk", "lka"}, {"sweden", "se", "swe"}, {"switzerland", "ch", "che"},
	{"syria", "sy", "syr"}, {"taiwan", "tw", "twn"}, {"tanzania", "tz", "tza"},
	{"thailand", "th", "tha"}, {"tunisia", "tn", "tun"}, {"turkey", "tr", "tur"},
	{"uganda", "ug", "uga"}, {"ukraine", "ua", "ukr"}, {"united arab emirates", "ae", "are"},
	{"uae", "ae", "are"}, {"uruguay", "uy", "ury"}, {"uzbekistan", "uz", "uzb"},
	{"venezuela", "ve", "ven"}, {"vietnam", "vn", "vnm"}, {"viet nam", "vn", "vnm"},
	{"yemen", "ye", "yem"}, {"zambia", "zm", "zmb"}, {"zimbabwe", "zw", "zwe"},
};

/* A currency: a name's key (singular and plural each a row), its ISO 4217 code's key. */
static const char *const currencies[][2] = {
	{"euro", "eur"}, {"euros", "eur"}, {"us dollar", "usd"}, {"us dollars", "usd"},
	{"american dollar", "usd"}, {"american dollars", "usd"}, {"canadian dollar", "cad"}, {"canadian dollars", "cad"},
	{"australian dollar", "aud"}, {"australian dollars", "aud"},
	{"new zealand dollar", "nzd"}, {"new zealand dollars", "nzd"},
	{"hong kong dollar", "hkd"}, {"hong kong dollars", "hkd"},
	{"singapore dollar", "sgd"}, {"singapore dollars", "sgd"}, {"pound", "gbp"},
	{"pounds", "gbp"}, {"pound sterling", "gbp"}, {"pounds sterling", "gbp"},
	{"sterling", "gbp"}, {"british pound", "gbp"}, {"british pounds", "gbp"},
	{"yen", "jpy"}, {"japanese yen", "jpy"}, {"yuan", "cny"}, {"renminbi", "cny"},
	{"swiss franc", "chf"}, {"swiss francs", "chf"}, {"rupee", "inr"}, {"rupees", "inr"},
	{"indian rupee", "inr"}, {"indian rupees", "inr"}, {"ruble", "rub"}, {"rubles", "rub"},
	{"rouble", "rub"}, {"roubles", "rub"}, {"brazilian real", "brl"},
	{"brazilian reais", "brl"}, {"mexican peso", "mxn"}, {"mexican pesos", "mxn"},
	{"korean won", "krw"}, {"swedish krona", "sek"},
	{"swedish kronor", "sek"}, {"norwegian krone", "nok"}, {"norwegian kroner", "nok"},
	{"danish krone", "dkk"}, {"danish kroner", "dkk"}, {"zloty", "pln"}, {"zlotys", "pln"},
	{"rand", "zar"}, {"rands", "zar"}, {"lira", "try"}, {"turkish lira", "try"},
	{"shekel", "ils"}, {"shekels", "ils"}, {"dirham", "aed"}, {"dirhams", "aed"},
	{"riyal", "sar"}, {"riyals", "sar"}, {"baht", "thb"}, {"ringgit", "myr"},
};

int
text_country_codes(const char *key, const char **codes)
{
	for (size_t i = 0; i < sizeof(countries) / sizeof(countries[0]); i++)
		if (strcmp(key, countries[i][0]) == 0)
		{
			codes[0] = countries[i][1];
			codes[1] = countries[i][2];
			return 2;
		}
	return 0;
}

bool
text_currency_code(const char *key, const char **code)
{
	for (size_t i = 0; i < sizeof(currencies) / sizeof(currencies[0]); i++)
		if (strcmp(key, currencies[i][0]) == 0)
		{
			*code = currencies[i][1];
			return true;
		}
	return false;
}

bool
text_word_says_country(const char *word)
{
	static const char *const words[] = {"country", "countries", "nation", "nationality",
	"land", "cntry", NULL};

	return text_word_in_list(word, words);
}

bool
text_word_says_currency(const char *word)
{
	static const char *const words[] = {"currency", "currencies", "curr", "cur", "ccy", NULL};

	return text_word_in_list(word, words);
}
