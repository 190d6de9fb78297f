-- booktown: "Book Town", the example database of the book Practical PostgreSQL (John C.
-- Worsley and Joshua D. Drake, Command Prompt, Inc.; O'Reilly, 2002), an imaginary
-- bookstore in the US Pacific Northwest: 15 books (title, author, subject), their 17
-- editions by ISBN (edition number, publisher, publication date, type 'h' hardcover or
-- 'p' paperback), stock per ISBN (cost, retail price, copies on hand), 17 authors
-- (last_name, first_name) and 2 "distinguished" authors with an award in a table that
-- INHERITS authors (so SELECT ... FROM authors lists all 19), 13 publishers (name and a
-- one-line address), 16 subjects with the street of their shelf (location), 31 customers
-- (last_name, first_name), 36 shipments of August and September 2001 (customer, ISBN,
-- ship_date as timestamp with time zone), 7 employees (one without a first name) and one
-- employee's schedule, a daily in-stock flag per ISBN (boolean, one NULL), a queue of two
-- proposed books with an approved flag, employees' favourite books and authors as text
-- arrays; copies of the stock (stock_backup, alternate_stock) and of the books
-- (book_backup, every book twice) as the book's chapters left them; the views stock_view
-- and recent_shipments. See bench/realdb/README.md.
-- Source: booktown.sql of the book's CD-ROM and web site
-- (http://www.commandprompt.com/ppbook/booktown.sql), a pg_dump of PostgreSQL 7.1, as kept
-- in github.com/comperiosearch/booktownDemo (commit eac7f509999e388ddf728e5efffb4a489c56c24e,
-- the file as added in d269c1b).
-- License: Open Publication License v1.0, Copyright (c) 2001-2002 Command Prompt, Inc. (the
-- license of Practical PostgreSQL and its examples); this conversion under the same license.
-- Conversion (to PostgreSQL 15, schema public): names as the original's (already lower
-- case), unquoted; types as the original's (text, integer, numeric(5,2), date, character(n),
-- boolean, text[], timestamp with time zone); the original's primary keys, CHECK
-- constraints, unique indexes (publishers.name, shipments.id), the INHERITS of
-- distinguished_authors and its one foreign key (schedules.employee_id -> employees, MATCH
-- FULL, a constraint trigger in the 7.1 dump); foreign keys the original does not declare,
-- ours (added after the rows): shipments.customer_id -> customers and shipments.isbn ->
-- editions (the original checks both in its trigger check_shipment_addition),
-- stock.isbn -> editions (its rule sync_stock_with_editions keeps them in step),
-- editions.book_id -> books, editions.publisher_id -> publishers, books.subject_id ->
-- subjects, daily_inventory.isbn -> editions, favorite_books.employee_id and
-- favorite_authors.employee_id -> employees; books.author_id has none, as author 1809
-- (Theodor Seuss Geisel) is a row of distinguished_authors only, which a foreign key to
-- authors does not see. The sequence shipments_ship_id_seq (the default of shipments.id)
-- kept with its last value; the views as the original's; the database's TimeZone set to
-- America/Los_Angeles, the shop's zone (the shipments were stored with offset -07).
-- Left out: the tables that only show off types (my_list, numeric_values, money_example,
-- text_sorting), the language plpgsql and the dump's 38 functions (its call handler and
-- the PL/pgSQL examples of the book's chapters, in 7.1's syntax, several of them on
-- tables that do not exist), the two triggers and the rule, the aggregate
-- sum(text), the unused sequences subject_ids, book_ids and author_ids, the non-unique
-- indexes, the database comment ('The Book Town Database.'), owners. Every row of the 19
-- tables kept (247 rows).
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;

DO $$
BEGIN
	EXECUTE format('ALTER DATABASE %I SET timezone = %L', current_database(), 'America/Los_Angeles');
END
$$;
SET timezone = 'America/Los_Angeles';

CREATE TABLE publishers (
    id integer NOT NULL,
    name text,
    address text,
    CONSTRAINT publishers_pkey PRIMARY KEY (id)
);

CREATE TABLE authors (
    id integer NOT NULL,
    last_name text,
    first_name text,
    CONSTRAINT authors_pkey PRIMARY KEY (id)
);

CREATE TABLE distinguished_authors (
    award text
) INHERITS (authors);

CREATE TABLE states (
    id integer NOT NULL,
    name text,
    abbreviation character(2),
    CONSTRAINT state_pkey PRIMARY KEY (id)
);

CREATE TABLE subjects (
    id integer NOT NULL,
    subject text,
    location text,
    CONSTRAINT subjects_pkey PRIMARY KEY (id)
);

CREATE TABLE books (
    id integer NOT NULL,
    title text NOT NULL,
    author_id integer,
    subject_id integer,
    CONSTRAINT books_id_pkey PRIMARY KEY (id)
);

CREATE TABLE editions (
    isbn text NOT NULL,
    book_id integer,
    edition integer,
    publisher_id integer,
    publication date,
    type character(1),
    CONSTRAINT integrity CHECK (book_id IS NOT NULL AND edition IS NOT NULL),
    CONSTRAINT pkey PRIMARY KEY (isbn)
);

CREATE TABLE stock (
    isbn text NOT NULL,
    cost numeric(5,2),
    retail numeric(5,2),
    stock integer,
    CONSTRAINT stock_pkey PRIMARY KEY (isbn)
);

CREATE TABLE daily_inventory (
    isbn text,
    is_stocked boolean
);

CREATE TABLE customers (
    id integer NOT NULL,
    last_name text,
    first_name text,
    CONSTRAINT customers_pkey PRIMARY KEY (id)
);

CREATE SEQUENCE shipments_ship_id_seq START 0 INCREMENT 1 MINVALUE 0 MAXVALUE 2147483647 CACHE 1;

CREATE TABLE shipments (
    id integer DEFAULT nextval('shipments_ship_id_seq') NOT NULL,
    customer_id integer,
    isbn text,
    ship_date timestamp with time zone
);

CREATE UNIQUE INDEX shipments_ship_id_key ON shipments (id);

CREATE TABLE employees (
    id integer NOT NULL,
    last_name text NOT NULL,
    first_name text,
    CONSTRAINT employees_id CHECK (id > 100),
    CONSTRAINT employees_pkey PRIMARY KEY (id)
);

CREATE TABLE schedules (
    employee_id integer NOT NULL,
    schedule text,
    CONSTRAINT schedules_pkey PRIMARY KEY (employee_id)
);

CREATE TABLE book_queue (
    title text NOT NULL,
    author_id integer,
    subject_id integer,
    approved boolean
);

CREATE TABLE favorite_books (
    employee_id integer,
    books text[]
);

CREATE TABLE favorite_authors (
    employee_id integer,
    authors_and_titles text[]
);

CREATE TABLE stock_backup (
    isbn text,
    cost numeric(5,2),
    retail numeric(5,2),
    stock integer
);

CREATE TABLE alternate_stock (
    isbn text,
    cost numeric(5,2),
    retail numeric(5,2),
    stock integer
);

CREATE TABLE book_backup (
    id integer,
    title text,
    author_id integer,
    subject_id integer
);

CREATE UNIQUE INDEX unique_publisher_idx ON publishers (name);

CREATE VIEW stock_view AS
SELECT stock.isbn, stock.retail, stock.stock FROM stock;

CREATE VIEW recent_shipments AS
SELECT count(*) AS num_shipped, max(shipments.ship_date) AS max, b.title
FROM ((shipments JOIN editions USING (isbn)) NATURAL JOIN books b(book_id))
GROUP BY b.title
ORDER BY count(*) DESC;

COPY publishers FROM stdin;
150	Kids Can Press	Kids Can Press, 29 Birch Ave. Toronto, ON  M4V 1E2
91	Henry Holt & Company, Inc.	Henry Holt & Company, Inc. 115 West 18th Street New York, NY 10011
113	O'Reilly & Associates	O'Reilly & Associates, Inc. 101 Morris St, Sebastopol, CA 95472
62	Watson-Guptill Publications	1515 Boradway, New York, NY 10036
105	Noonday Press	Farrar Straus & Giroux Inc, 19 Union Square W, New York, NY 10003
99	Ace Books	The Berkley Publishing Group, Penguin Putnam Inc, 375 Hudson St, New York, NY 10014
101	Roc	Penguin Putnam Inc, 375 Hudson St, New York, NY 10014
163	Mojo Press	Mojo Press, PO Box 1215, Dripping Springs, TX 78720
171	Books of Wonder	Books of Wonder, 16 W. 18th St. New York, NY, 10011
102	Penguin	Penguin Putnam Inc, 375 Hudson St, New York, NY 10014
75	Doubleday	Random House, Inc, 1540 Broadway, New York, NY 10036
65	HarperCollins	HarperCollins Publishers, 10 E 53rd St, New York, NY 10022
59	Random House	Random House, Inc, 1540 Broadway, New York, NY 10036
\.

COPY authors FROM stdin;
1111	Denham	Ariel
1212	Worsley	John
15990	Bourgeois	Paulette
25041	Bianco	Margery Williams
16	Alcott	Louisa May
4156	King	Stephen
1866	Herbert	Frank
1644	Hogarth	Burne
2031	Brown	Margaret Wise
115	Poe	Edgar Allen
7805	Lutz	Mark
7806	Christiansen	Tom
1533	Brautigan	Richard
1717	Brite	Poppy Z.
2112	Gorey	Edward
2001	Clarke	Arthur C.
1213	Brookins	Andrew
\.

COPY distinguished_authors FROM stdin;
25043	Simon	Neil	Pulitzer Prize
1809	Geisel	Theodor Seuss	Pulitzer Prize
\.

COPY states FROM stdin;
42	Washington	WA
51	Oregon	OR
\.

COPY subjects FROM stdin;
0	Arts	Creativity St
1	Business	Productivity Ave
2	Children's Books	Kids Ct
3	Classics	Academic Rd
4	Computers	Productivity Ave
5	Cooking	Creativity St
6	Drama	Main St
7	Entertainment	Main St
8	History	Academic Rd
9	Horror	Black Raven Dr
10	Mystery	Black Raven Dr
11	Poetry	Sunset Dr
12	Religion	\N
13	Romance	Main St
14	Science	Productivity Ave
15	Science Fiction	Main St
\.

COPY books FROM stdin;
7808	The Shining	4156	9
4513	Dune	1866	15
4267	2001: A Space Odyssey	2001	15
1608	The Cat in the Hat	1809	2
1590	Bartholomew and the Oobleck	1809	2
25908	Franklin in the Dark	15990	2
1501	Goodnight Moon	2031	2
190	Little Women	16	6
1234	The Velveteen Rabbit	25041	3
2038	Dynamic Anatomy	1644	0
156	The Tell-Tale Heart	115	9
41473	Programming Python	7805	4
41477	Learning Python	7805	4
41478	Perl Cookbook	7806	4
41472	Practical PostgreSQL	1212	4
\.

COPY editions FROM stdin;
039480001X	1608	1	59	1957-03-01	h
0451160916	7808	1	75	1981-08-01	p
0394800753	1590	1	59	1949-03-01	p
0590445065	25908	1	150	1987-03-01	p
0694003611	1501	1	65	1947-03-04	p
0679803335	1234	1	102	1922-01-01	p
0760720002	190	1	91	1868-01-01	p
0394900014	1608	1	59	1957-01-01	p
0385121679	7808	2	75	1993-10-01	h
1885418035	156	1	163	1995-03-28	p
0929605942	156	2	171	1998-12-01	p
0441172717	4513	2	99	1998-09-01	p
044100590X	4513	3	99	1999-10-01	h
0451457994	4267	3	101	2000-09-12	p
0451198492	4267	3	101	1999-10-01	h
0823015505	2038	1	62	1958-01-01	p
0596000855	41473	2	113	2001-03-01	p
\.

COPY stock FROM stdin;
0385121679	29.00	36.95	65
039480001X	30.00	32.95	31
0394900014	23.00	23.95	0
044100590X	36.00	45.95	89
0441172717	17.00	21.95	77
0451160916	24.00	28.95	22
0451198492	36.00	46.95	0
0451457994	17.00	22.95	0
0590445065	23.00	23.95	10
0679803335	20.00	24.95	18
0694003611	25.00	28.95	50
0760720002	18.00	23.95	28
0823015505	26.00	28.95	16
0929605942	19.00	21.95	25
1885418035	23.00	24.95	77
0394800753	16.00	16.95	4
\.

COPY daily_inventory FROM stdin;
039480001X	t
044100590X	t
0451198492	f
0394900014	f
0441172717	t
0451160916	f
0385121679	\N
\.

COPY customers FROM stdin;
107	Jackson	Annie
112	Gould	Ed
142	Allen	Chad
146	Williams	James
172	Brown	Richard
185	Morrill	Eric
221	King	Jenny
270	Bollman	Julie
388	Morrill	Royce
409	Holloway	Christine
430	Black	Jean
476	Clark	James
480	Thomas	Rich
488	Young	Trevor
574	Bennett	Laura
652	Anderson	Jonathan
655	Olson	Dave
671	Brown	Chuck
723	Eisele	Don
724	Holloway	Adam
738	Gould	Shirley
830	Robertson	Royce
853	Black	Wendy
860	Owens	Tim
880	Robinson	Tammy
898	Gerdes	Kate
964	Gould	Ramon
1045	Owens	Jean
1125	Bollman	Owen
1149	Becker	Owen
1123	Corner	Kathy
\.

COPY shipments FROM stdin;
375	142	039480001X	2001-08-06 09:29:21-07
323	671	0451160916	2001-08-14 10:36:41-07
998	1045	0590445065	2001-08-12 12:09:47-07
749	172	0694003611	2001-08-11 10:52:34-07
662	655	0679803335	2001-08-09 07:30:07-07
806	1125	0760720002	2001-08-05 09:34:04-07
102	146	0394900014	2001-08-11 13:34:08-07
813	112	0385121679	2001-08-08 09:53:46-07
652	724	1885418035	2001-08-14 13:41:39-07
599	430	0929605942	2001-08-10 08:29:42-07
969	488	0441172717	2001-08-14 08:42:58-07
433	898	044100590X	2001-08-12 08:46:35-07
660	409	0451457994	2001-08-07 11:56:42-07
310	738	0451198492	2001-08-15 14:02:01-07
510	860	0823015505	2001-08-14 07:33:47-07
997	185	039480001X	2001-08-10 13:47:52-07
999	221	0451160916	2001-08-14 13:45:51-07
56	880	0590445065	2001-08-14 13:49:00-07
72	574	0694003611	2001-08-06 07:49:44-07
146	270	039480001X	2001-08-13 09:42:10-07
981	652	0451160916	2001-08-08 08:36:44-07
95	480	0590445065	2001-08-10 07:29:52-07
593	476	0694003611	2001-08-15 11:57:40-07
977	853	0679803335	2001-08-09 09:30:46-07
117	185	0760720002	2001-08-07 13:00:48-07
406	1123	0394900014	2001-08-13 09:47:04-07
340	1149	0385121679	2001-08-12 13:39:22-07
871	388	1885418035	2001-08-07 11:31:57-07
1000	221	039480001X	2001-09-14 16:46:32-07
1001	107	039480001X	2001-09-14 17:42:22-07
754	107	0394800753	2001-08-11 09:55:05-07
458	107	0394800753	2001-08-07 10:58:36-07
189	107	0394800753	2001-08-06 11:46:36-07
720	107	0394800753	2001-08-08 10:46:13-07
1002	107	0394800753	2001-09-22 11:23:28-07
2	107	0394800753	2001-09-22 20:58:56-07
\.

COPY employees FROM stdin;
101	Appel	Vincent
102	Holloway	Michael
105	Connoly	Sarah
104	Noble	Ben
103	Joble	David
106	Hall	Timothy
1008	Williams	\N
\.

COPY schedules FROM stdin;
102	Mon - Fri, 9am - 5pm
\.

COPY book_queue FROM stdin;
Learning Python	7805	4	t
Perl Cookbook	7806	4	t
\.

COPY favorite_books FROM stdin;
102	{"The Hitchhiker's Guide to the Galaxy","The Restauraunt at the End of the Universe"}
103	{"There and Back Again: A Hobbit's Holiday","Kittens Squared"}
\.

COPY favorite_authors FROM stdin;
102	{{"J.R.R. Tolkien","The Silmarillion"},{"Charles Dickens","Great Expectations"},{"Ariel Denham","Attic Lives"}}
\.

COPY stock_backup FROM stdin;
0385121679	29.00	36.95	65
039480001X	30.00	32.95	31
0394800753	16.00	16.95	0
0394900014	23.00	23.95	0
044100590X	36.00	45.95	89
0441172717	17.00	21.95	77
0451160916	24.00	28.95	22
0451198492	36.00	46.95	0
0451457994	17.00	22.95	0
0590445065	23.00	23.95	10
0679803335	20.00	24.95	18
0694003611	25.00	28.95	50
0760720002	18.00	23.95	28
0823015505	26.00	28.95	16
0929605942	19.00	21.95	25
1885418035	23.00	24.95	77
\.

COPY alternate_stock FROM stdin;
0385121679	29.00	36.95	65
039480001X	30.00	32.95	31
0394900014	23.00	23.95	0
044100590X	36.00	45.95	89
0441172717	17.00	21.95	77
0451160916	24.00	28.95	22
0451198492	36.00	46.95	0
0451457994	17.00	22.95	0
0590445065	23.00	23.95	10
0679803335	20.00	24.95	18
0694003611	25.00	28.95	50
0760720002	18.00	23.95	28
0823015505	26.00	28.95	16
0929605942	19.00	21.95	25
1885418035	23.00	24.95	77
0394800753	16.00	16.95	4
\.

COPY book_backup FROM stdin;
7808	The Shining	4156	9
4513	Dune	1866	15
4267	2001: A Space Odyssey	2001	15
1608	The Cat in the Hat	1809	2
1590	Bartholomew and the Oobleck	1809	2
25908	Franklin in the Dark	15990	2
1501	Goodnight Moon	2031	2
190	Little Women	16	6
1234	The Velveteen Rabbit	25041	3
2038	Dynamic Anatomy	1644	0
156	The Tell-Tale Heart	115	9
41472	Practical PostgreSQL	1212	4
41473	Programming Python	7805	4
41477	Learning Python	7805	4
41478	Perl Cookbook	7806	4
7808	The Shining	4156	9
4513	Dune	1866	15
4267	2001: A Space Odyssey	2001	15
1608	The Cat in the Hat	1809	2
1590	Bartholomew and the Oobleck	1809	2
25908	Franklin in the Dark	15990	2
1501	Goodnight Moon	2031	2
190	Little Women	16	6
1234	The Velveteen Rabbit	25041	3
2038	Dynamic Anatomy	1644	0
156	The Tell-Tale Heart	115	9
41473	Programming Python	7805	4
41477	Learning Python	7805	4
41478	Perl Cookbook	7806	4
41472	Practical PostgreSQL	1212	4
\.

SELECT setval('shipments_ship_id_seq', 1011, true);

ALTER TABLE schedules ADD CONSTRAINT valid_employee FOREIGN KEY (employee_id) REFERENCES employees (id) MATCH FULL;
ALTER TABLE books ADD CONSTRAINT books_subject_id_fkey FOREIGN KEY (subject_id) REFERENCES subjects (id);
ALTER TABLE editions ADD CONSTRAINT editions_book_id_fkey FOREIGN KEY (book_id) REFERENCES books (id);
ALTER TABLE editions ADD CONSTRAINT editions_publisher_id_fkey FOREIGN KEY (publisher_id) REFERENCES publishers (id);
ALTER TABLE stock ADD CONSTRAINT stock_isbn_fkey FOREIGN KEY (isbn) REFERENCES editions (isbn);
ALTER TABLE daily_inventory ADD CONSTRAINT daily_inventory_isbn_fkey FOREIGN KEY (isbn) REFERENCES editions (isbn);
ALTER TABLE shipments ADD CONSTRAINT shipments_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customers (id);
ALTER TABLE shipments ADD CONSTRAINT shipments_isbn_fkey FOREIGN KEY (isbn) REFERENCES editions (isbn);
ALTER TABLE favorite_books ADD CONSTRAINT favorite_books_employee_id_fkey FOREIGN KEY (employee_id) REFERENCES employees (id);
ALTER TABLE favorite_authors ADD CONSTRAINT favorite_authors_employee_id_fkey FOREIGN KEY (employee_id) REFERENCES employees (id);

ANALYZE;
