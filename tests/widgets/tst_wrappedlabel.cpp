// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// A wrapped label that remembers its heights gives the heights a QLabel gives, for every width
// and after each change of what it shows: text, format, font and margins.

#include "ui/widgets/common/WrappedLabel.h"

#include <QTest>

using namespace tally;

class WrappedLabelTest : public QObject
{
    Q_OBJECT

private slots:
    void heightsAreQLabelsAfterEveryChange()
    {
        WrappedLabel wrapped;
        QLabel plain;
        plain.setWordWrap(true);
        const auto same = [&](const char* what) {
            // More widths than the cache holds, each asked twice (the second from the cache).
            for (int round = 0; round < 2; ++round) {
                for (const int width : {40, 90, 160, 300, 600, 1200}) {
                    const int expected = plain.heightForWidth(width);
                    QVERIFY2(wrapped.heightForWidth(width) == expected,
                             qPrintable(QStringLiteral("%1 at %2 px: %3, not %4")
                                            .arg(QLatin1String(what))
                                            .arg(width)
                                            .arg(wrapped.heightForWidth(width))
                                            .arg(expected)));
                }
            }
        };
        const auto both = [&](const auto& change) {
            change(static_cast<QLabel&>(wrapped));
            change(plain);
        };
        both([](QLabel& label) {
            label.setText(QStringLiteral("Baseline: <b>names2.callgrind</b> &rarr; New: "
                                         "<b>names.callgrind</b> <i>(the window shows the new "
                                         "profile)</i>"));
        });
        same("rich text");
        both([](QLabel& label) { label.setText(QStringLiteral("one short line")); });
        same("a new text");
        both([](QLabel& label) { label.setText(QStringLiteral("word ").repeated(60)); });
        same("a longer text");
        both([](QLabel& label) { label.setTextFormat(Qt::PlainText); });
        same("as plain text");
        both([](QLabel& label) {
            QFont font = label.font();
            font.setPointSizeF(font.pointSizeF() * 2);
            label.setFont(font);
        });
        same("a larger font");
        both([](QLabel& label) { label.setContentsMargins(30, 4, 30, 4); });
        same("wider margins");
        both([](QLabel& label) { label.setIndent(25); });
        same("an indent");
    }
};

QTEST_MAIN(WrappedLabelTest)
#include "tst_wrappedlabel.moc"
