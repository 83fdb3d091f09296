// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// View > Theme: the Light and Dark palettes read well (WCAG contrast ratios), switching themes
// while the window is open recolours the views that paint themselves (the call graph's boxes,
// text and background, the charts' theme), the choice is remembered in the settings and applied
// at the next start, and System puts back the platform's style and palette. `tally --theme` is
// tested through the binary in tests/endtoend/tst_viewcommands.cpp.

#include "tests/support/ImageDifference.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TestWindow.h"
#include "ui/viewmodel/common/ColorContrast.h"
#include "ui/widgets/common/Theme.h"
#include "ui/widgets/common/ThemeStyle.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/callgraph/CallGraphCanvas.h"
#include "ui/widgets/views/callgraph/CallGraphEdgeItem.h"
#include "ui/widgets/views/callgraph/CallGraphNodeItem.h"
#include "ui/widgets/views/callgraph/CallGraphScene.h"
#include "ui/widgets/views/callgraph/CallGraphView.h"
#include "ui/widgets/views/events/EventShareChart.h"
#include "ui/widgets/views/events/EventTypesView.h"

#include <QAction>
#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOptionViewItem>
#include <QTest>
#include <QtCharts/QChart>

using namespace tally;
using namespace tally::test;

namespace {

constexpr double kReadable = 4.5; // WCAG AA, normal text
constexpr double kVisible = 3.0;  // WCAG AA, large text and graphics (lines, disabled text)

QString describe(const QColor& a, const QColor& b)
{
    return QStringLiteral("%1 on %2: %3:1")
        .arg(a.name(), b.name())
        .arg(colorcontrast::ratio(a, b), 0, 'f', 2);
}

// The name of the style that draws: the platform's, also where ThemeStyle draws it as it is.
QString platformStyleName()
{
    const auto* theme = qobject_cast<const ThemeStyle*>(QApplication::style());
    if (theme && theme->indicators() == ThemeStyle::Indicators::AsFusion)
        return theme->baseStyle()->name();
    return QApplication::style()->name();
}

// `style`'s drawing of `element` for `option` over an opaque background, painted twice (a style
// that keeps what it drew paints the second from that).
QImage drawnTwice(const QStyle& style, QStyle::PrimitiveElement element, const QStyleOption& option)
{
    QImage image(option.rect.size() + QSize(8, 8), QImage::Format_ARGB32_Premultiplied);
    image.fill(option.palette.color(QPalette::Window));
    QPainter painter(&image);
    style.drawPrimitive(element, &option, &painter);
    image.fill(option.palette.color(QPalette::Window));
    style.drawPrimitive(element, &option, &painter);
    return image;
}

} // namespace

class ThemeTest : public QObject
{
    Q_OBJECT

private:
    QString m_systemStyle;
    QColor m_systemWindow;

    std::unique_ptr<QSettings> freshSettings(const QString& name)
    {
        auto settings = std::make_unique<QSettings>(tempDir().filePath(name), QSettings::IniFormat);
        settings->clear();
        return settings;
    }

    static bool waitForGraph(CallGraphView* view)
    {
        QSignalSpy shown(view, &CallGraphView::graphShown);
        if (!view->scene()->nodeItems().empty() && !view->isBusy())
            return true;
        return shown.wait(30000) && !view->scene()->nodeItems().empty();
    }

    // Every box of the graph: its text against its fill; every edge against the background.
    static void checkGraphColours(const CallGraphScene& scene, bool dark)
    {
        const QColor background = scene.backgroundBrush().color();
        QCOMPARE(colorcontrast::isDark(background), dark);
        QCOMPARE(background, QApplication::palette().color(QPalette::Base));
        int summaries = 0;
        for (const CallGraphNodeItem* node : scene.nodeItems()) {
            const QColor fill = node->fillColor();
            const QColor text = node->textColor();
            QVERIFY2(colorcontrast::ratio(text, fill) >= kReadable,
                     qPrintable(describe(text, fill)));
            if (node->isSummary()) {
                ++summaries;
                QCOMPARE(fill, background);
            }
        }
        QVERIFY(summaries > 0); // the sample's main has cheap callees summarized
        int edges = 0;
        for (QGraphicsItem* item : scene.items()) {
            if (const auto* edge = dynamic_cast<const CallGraphEdgeItem*>(item)) {
                ++edges;
                QVERIFY2(colorcontrast::ratio(edge->lineColor(), background) >= kVisible,
                         qPrintable(describe(edge->lineColor(), background)));
            }
        }
        QVERIFY(edges > 0);
    }

private slots:
    void initTestCase()
    {
        m_systemStyle = QApplication::style()->name();
        m_systemWindow = QApplication::palette().color(QPalette::Window);
    }

    void names()
    {
        for (const Theme theme : {Theme::System, Theme::Light, Theme::Dark})
            QCOMPARE(theme::fromName(theme::nameOf(theme)), std::optional<Theme>(theme));
        QCOMPARE(theme::fromName(QStringLiteral("Dark")), std::optional<Theme>(Theme::Dark));
        QVERIFY(!theme::fromName(QStringLiteral("purple")));
        QVERIFY(!theme::fromName(QString()));
        QCOMPARE(theme::names(), QStringList({"system", "light", "dark"}));
    }

    void palettesRead_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }

    void palettesRead()
    {
        QFETCH(bool, dark);
        const QPalette palette = dark ? theme::darkPalette() : theme::lightPalette();
        QCOMPARE(colorcontrast::isDark(palette.color(QPalette::Base)), dark);
        QCOMPARE(colorcontrast::isDark(palette.color(QPalette::Window)), dark);
        const struct
        {
            QPalette::ColorGroup group;
            QPalette::ColorRole text;
            QPalette::ColorRole background;
            double least;
        } pairs[] = {
            {QPalette::Active, QPalette::Text, QPalette::Base, kReadable},
            {QPalette::Active, QPalette::Text, QPalette::AlternateBase, kReadable},
            {QPalette::Active, QPalette::WindowText, QPalette::Window, kReadable},
            {QPalette::Active, QPalette::ButtonText, QPalette::Button, kReadable},
            {QPalette::Active, QPalette::PlaceholderText, QPalette::Base, kReadable},
            {QPalette::Active, QPalette::HighlightedText, QPalette::Highlight, kReadable},
            {QPalette::Active, QPalette::Link, QPalette::Base, kReadable},
            {QPalette::Active, QPalette::LinkVisited, QPalette::Base, kReadable},
            {QPalette::Active, QPalette::ToolTipText, QPalette::ToolTipBase, kReadable},
            {QPalette::Inactive, QPalette::Text, QPalette::Base, kReadable},
            {QPalette::Inactive, QPalette::HighlightedText, QPalette::Highlight, kReadable},
            {QPalette::Disabled, QPalette::WindowText, QPalette::Window, kVisible},
            {QPalette::Disabled, QPalette::ButtonText, QPalette::Button, kVisible},
            {QPalette::Disabled, QPalette::Text, QPalette::Base, kVisible},
        };
        for (const auto& pair : pairs) {
            const QColor text = palette.color(pair.group, pair.text);
            const QColor background = palette.color(pair.group, pair.background);
            QVERIFY2(colorcontrast::ratio(text, background) >= pair.least,
                     qPrintable(QStringLiteral("%1/%2: %3")
                                    .arg(int(pair.group))
                                    .arg(int(pair.text))
                                    .arg(describe(text, background))));
        }
        // Disabled text looks switched off: fainter than enabled text.
        QVERIFY(colorcontrast::ratio(palette.color(QPalette::Disabled, QPalette::WindowText),
                                     palette.color(QPalette::Disabled, QPalette::Window)) <
                colorcontrast::ratio(palette.color(QPalette::Active, QPalette::WindowText),
                                     palette.color(QPalette::Active, QPalette::Window)));
    }

    void textOnAnyFill()
    {
        // Black or white text reads on every grey and on every colour of the hue circle.
        for (int value = 0; value < 256; value += 5) {
            const QColor grey(value, value, value);
            QVERIFY2(colorcontrast::ratio(colorcontrast::textOn(grey), grey) >= kReadable,
                     qPrintable(grey.name()));
            for (int hue = 0; hue < 360; hue += 15) {
                const QColor fill = QColor::fromHsv(hue, 200, value);
                QVERIFY2(colorcontrast::ratio(colorcontrast::textOn(fill), fill) >= kReadable,
                         qPrintable(fill.name()));
            }
        }
    }

    void uncheckedBoxesShow()
    {
        // An unchecked box in a list (the Parts view's) is outlined visibly on the list's
        // background in both themes, which plain Fusion does not do on a dark palette.
        for (const Theme theme : {Theme::Dark, Theme::Light}) {
            theme::apply(theme);
            const QPalette palette = QApplication::palette();
            const QColor base = palette.color(QPalette::Base);
            QImage image(24, 24, QImage::Format_ARGB32);
            image.fill(base);
            QPainter painter(&image);
            QStyleOptionViewItem option;
            option.rect = QRect(4, 4, 16, 16);
            option.palette = palette;
            option.state = QStyle::State_Enabled | QStyle::State_Off;
            QApplication::style()->drawPrimitive(QStyle::PE_IndicatorItemViewItemCheck, &option,
                                                 &painter);
            painter.end();
            double best = 1;
            for (int y = 0; y < image.height(); ++y) {
                for (int x = 0; x < image.width(); ++x)
                    best = std::max(best, colorcontrast::ratio(image.pixelColor(x, y), base));
            }
            QVERIFY2(
                best >= kVisible,
                qPrintable(
                    QStringLiteral("%1: %2:1").arg(theme::nameOf(theme)).arg(best, 0, 'f', 2)));
        }
        theme::apply(Theme::System);
    }

    void systemOnFusionDrawsAsFusion()
    {
        // System keeps the platform's look: where that is Fusion, ThemeStyle draws it (its line
        // edits' frames from pixmaps) without the themes' corrections, as plain Fusion draws.
        theme::apply(Theme::System);
        if (m_systemStyle.compare(QLatin1String("fusion"), Qt::CaseInsensitive) != 0)
            QSKIP("the platform's style is not Fusion");
        const auto* style = qobject_cast<const ThemeStyle*>(QApplication::style());
        QVERIFY(style);
        QCOMPARE(style->indicators(), ThemeStyle::Indicators::AsFusion);
        const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
        for (const Theme theme : {Theme::System, Theme::Dark}) {
            theme::apply(theme);
            QStyleOptionFrame frame;
            frame.palette = QApplication::palette();
            frame.rect = QRect(4, 4, 240, 26);
            frame.lineWidth = 1;
            for (const QStyle::State state : {QStyle::State(QStyle::State_Enabled),
                                              QStyle::State_Enabled | QStyle::State_HasFocus,
                                              QStyle::State(QStyle::State_None)}) {
                frame.state = state;
                const int difference = test::largestChannelDifference(
                    drawnTwice(*QApplication::style(), QStyle::PE_FrameLineEdit, frame),
                    drawnTwice(*fusion, QStyle::PE_FrameLineEdit, frame));
                QVERIFY2(difference <= 2, qPrintable(QString::number(difference)));
            }
        }
        theme::apply(Theme::System);
        QStyleOptionButton box;
        box.palette = QApplication::palette();
        box.rect = QRect(4, 4, 16, 16);
        for (const auto state : {QStyle::State_Off, QStyle::State_On}) {
            box.state = QStyle::State_Enabled | state;
            QCOMPARE(drawnTwice(*QApplication::style(), QStyle::PE_IndicatorCheckBox, box),
                     drawnTwice(*fusion, QStyle::PE_IndicatorCheckBox, box));
        }
    }

    void switchingWhileOpenAndRemembered()
    {
        const auto settings = freshSettings(QStringLiteral("theme.ini"));
        {
            TestWindow window(*settings);
            QCOMPARE(window.themes().theme(), Theme::System);
            QVERIFY(window.themes().themeAction(Theme::System)->isChecked());
            window.resize(1280, 800);
            window.show();
            QVERIFY(openedIn(window, {QStringLiteral(TALLY_SAMPLE)}));
            window.session().waitUntilSettled();
            auto* graph = qobject_cast<CallGraphView*>(
                window.workspace().viewTabs()->show(QStringLiteral("callgraph")));
            QVERIFY(graph);
            QVERIFY(waitForGraph(graph));
            auto* events = qobject_cast<EventTypesView*>(
                window.workspace().viewTabs()->show(QStringLiteral("events")));
            QVERIFY(events);
            const auto* laidOut = graph->scene()->result();

            // Dark, from the menu: the graph open on screen takes its colours without a new
            // layout, and the chart its dark theme.
            window.themes().themeAction(Theme::Dark)->trigger();
            QCoreApplication::processEvents();
            QCOMPARE(window.themes().theme(), Theme::Dark);
            QCOMPARE(settings->value(QStringLiteral("display/theme")).toString(),
                     QStringLiteral("dark"));
            QCOMPARE(QApplication::palette().color(QPalette::Window),
                     theme::darkPalette().color(QPalette::Window));
            QVERIFY(QApplication::style()->inherits("tally::ThemeStyle")); // Fusion, corrected
            QCOMPARE(graph->scene()->result(), laidOut);
            checkGraphColours(*graph->scene(), true);
            if (QTest::currentTestFailed())
                return;
            QCOMPARE(events->chart()->chart()->theme(), QChart::ChartThemeDark);
            // What is on screen is dark: the canvas's pixels, not only its settings.
            const QImage pixels = graph->canvas()->viewport()->grab().toImage();
            QVERIFY(colorcontrast::isDark(pixels.pixelColor(2, 2)));

            // Light: every box still reads, the background is light again.
            window.themes().themeAction(Theme::Light)->trigger();
            QCoreApplication::processEvents();
            QCOMPARE(settings->value(QStringLiteral("display/theme")).toString(),
                     QStringLiteral("light"));
            checkGraphColours(*graph->scene(), false);
            if (QTest::currentTestFailed())
                return;
            QCOMPARE(events->chart()->chart()->theme(), QChart::ChartThemeLight);
            QVERIFY(!colorcontrast::isDark(
                graph->canvas()->viewport()->grab().toImage().pixelColor(2, 2)));

            window.themes().themeAction(Theme::Dark)->trigger();
            QCoreApplication::processEvents();
        }
        // The next start applies the remembered theme before showing anything.
        QApplication::setPalette(QPalette());
        TestWindow next(*settings);
        QCOMPARE(next.themes().theme(), Theme::Dark);
        QVERIFY(next.themes().themeAction(Theme::Dark)->isChecked());
        QCOMPARE(QApplication::palette().color(QPalette::Base),
                 theme::darkPalette().color(QPalette::Base));

        // System puts back what the platform gave: its style and palette.
        next.themes().themeAction(Theme::System)->trigger();
        QCoreApplication::processEvents();
        QCOMPARE(platformStyleName(), m_systemStyle);
        QCOMPARE(QApplication::palette().color(QPalette::Window), m_systemWindow);
        QCOMPARE(settings->value(QStringLiteral("display/theme")).toString(),
                 QStringLiteral("system"));

        // A theme for this run only (--theme in the window) is not remembered.
        next.themes().setTheme(Theme::Light, false);
        QVERIFY(next.themes().themeAction(Theme::Light)->isChecked());
        QCOMPARE(settings->value(QStringLiteral("display/theme")).toString(),
                 QStringLiteral("system"));
        next.themes().setTheme(Theme::System, false);
    }
};

QTEST_MAIN(ThemeTest)
#include "tst_theme.moc"
