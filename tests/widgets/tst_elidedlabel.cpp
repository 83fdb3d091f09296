// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// A label that elides a long name shows it elided to its width; a hidden one (the title of a
// view behind a tab) elides when it is shown, and then shows the newest name.

#include "ui/widgets/common/ElidedLabel.h"

#include <QFontMetrics>
#include <QTabWidget>
#include <QTest>
#include <QVBoxLayout>

using namespace tally;

class ElidedLabelTest : public QObject
{
    Q_OBJECT

private slots:
    void hiddenLabelElidesWhenShown()
    {
        const QString first = QStringLiteral("PyObject_Call'").repeated(40);
        const QString second = QStringLiteral("0x0000000000653eb0'").repeated(40);
        QTabWidget tabs;
        auto* page = new QWidget;
        auto* label = new ElidedLabel(page);
        (new QVBoxLayout(page))->addWidget(label);
        tabs.addTab(new QWidget, QStringLiteral("front"));
        tabs.addTab(page, QStringLiteral("behind"));
        label->setFullText(first);
        tabs.resize(400, 200);
        tabs.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tabs));
        const auto elided = [label](const QString& text) {
            return label->fontMetrics().elidedText(text, Qt::ElideMiddle,
                                                   std::max(0, label->width() - 4));
        };

        tabs.setCurrentWidget(page);
        QVERIFY(label->isVisible());
        QCOMPARE(label->text(), elided(first));
        QVERIFY(label->text().size() < first.size());

        // Behind the other tab: the name is kept, elided once the label shows again.
        tabs.setCurrentIndex(0);
        QVERIFY(!label->isVisible());
        label->setFullText(second);
        QCOMPARE(label->fullText(), second);
        QCOMPARE(label->toolTip(), second);
        QCOMPARE(label->text(), elided(first)); // no shaping of a name nobody sees
        tabs.setCurrentWidget(page);
        QCOMPARE(label->text(), elided(second));

        // Shown: elided at once.
        label->setFullText(first);
        QCOMPARE(label->text(), elided(first));
    }

    // A view's notice is a sentence: cut at its end, so that it reads from its start (its
    // middle cut, "a function's co…portion to their calls" read as nothing).
    void aSentenceIsCutAtItsEnd()
    {
        const QString sentence = QStringLiteral("Estimated stacks: a function's cost is shared "
                                                "among its callers in proportion to their calls");
        QWidget page;
        auto* label = new ElidedLabel(&page);
        (new QVBoxLayout(&page))->addWidget(label);
        label->setElideMode(Qt::ElideRight);
        label->setFullText(sentence);
        page.resize(label->fontMetrics().horizontalAdvance(sentence) / 2, 100);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const QString shown = label->text();
        QVERIFY2(shown.endsWith(QChar(0x2026)), qPrintable(shown));
        QVERIFY2(sentence.startsWith(shown.chopped(1)), qPrintable(shown));
        QVERIFY(shown.size() < sentence.size());
        QCOMPARE(label->toolTip(), sentence);
        // Wide enough again: whole.
        page.resize(label->fontMetrics().horizontalAdvance(sentence) + 40, 100);
        QTRY_COMPARE(label->text(), sentence);
    }
};

QTEST_MAIN(ElidedLabelTest)
#include "tst_elidedlabel.moc"
