// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "tests/soak/SoakDriver.h"

#include "core/load/RowHash.h"
#include "core/model/Profile.h"
#include "tests/soak/SoakApp.h"
#include "ui/viewmodel/compare/ComparisonController.h"
#include "ui/viewmodel/session/LoadController.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/TransformActions.h"
#include "ui/widgets/shell/MainWindow.h"
#include "ui/widgets/shell/TransformMenu.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/callgraph/CallGraphView.h"
#include "ui/widgets/views/flame/FlameGraphView.h"
#include "ui/widgets/views/functions/FlatProfileView.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QSlider>
#include <QSpinBox>
#include <QTabBar>
#include <QTest>
#include <QTreeView>
#include <QUrl>

#include <array>
#include <span>
#include <utility>

namespace tally::soak {

namespace {

struct Kind
{
    const char* name;
    int weight; // how often it is drawn, against the others
};

// Browsing outweighs loading, as in a user's hour; every kind comes up within a few hundred.
constexpr std::array kKinds = {
    Kind{"open", 4},
    Kind{"open-cancel", 2},
    Kind{"reload", 2},
    Kind{"open-run", 2},
    Kind{"compare", 3},
    Kind{"close-comparison", 2},
    Kind{"drop", 1},
    Kind{"restart", 1},
    Kind{"theme", 1},
    Kind{"resize", 3},
    Kind{"history", 5},
    Kind{"events", 3},
    Kind{"define", 2},
    Kind{"remove-type", 1},
    Kind{"parts", 3},
    Kind{"cycles", 2},
    Kind{"names", 1},
    Kind{"percentages", 1},
    Kind{"relative", 1},
    Kind{"tab", 10},
    Kind{"menu", 6},
    Kind{"control", 8},
    Kind{"list", 12},
    Kind{"click", 8},
    Kind{"key", 5},
    Kind{"filter", 4},
    Kind{"graph", 2},
    Kind{"flame", 2},
    // Issue 37's transforms (SoakDriver::performTransforms).
    Kind{"transform", 4},
    Kind{"transform-chip", 2},
    Kind{"transform-undo", 2},
    Kind{"transform-redo", 1},
    Kind{"transform-recipe", 1},
};

// The Series view's actions (issue 38), a block of their own: open a series of the soak's files,
// compare two of its steps, change the regression threshold.
constexpr std::array kSeriesKinds = {
    Kind{"series-open", 2},
    Kind{"series-compare", 2},
    Kind{"series-threshold", 1},
};

// Filters a user types: plain text, regular expressions (`re:` as the flat profile reads them
// when the regex toggle is off is plain text; the toggle is a control), broken ones, odd text.
const std::array<const char*, 14> kTexts = {
    "", "main", "f", "std::", "^f.*", "(", "[a-", "*", "ő→", "::~", " ", "\\", "re:(", "cycle",
};

// The real event types' names are filled in where a formula says %1 and %2.
const std::array<const char*, 9> kFormulas = {
    "%1 + 2 %2", "%1", "3 %1 + %2", "", "+", "Nope", "%1 %1", "(%1", "%1 + 1e400",
};

struct KeyPress
{
    int key;
    Qt::KeyboardModifiers modifiers;
};

const std::array<KeyPress, 19> kKeys = {
    KeyPress{Qt::Key_F, Qt::ControlModifier},
    KeyPress{Qt::Key_Slash, {}},
    KeyPress{Qt::Key_Escape, {}},
    KeyPress{Qt::Key_Left, Qt::AltModifier},
    KeyPress{Qt::Key_Right, Qt::AltModifier},
    KeyPress{Qt::Key_Up, Qt::AltModifier},
    KeyPress{Qt::Key_F5, {}},
    KeyPress{Qt::Key_Home, {}},
    KeyPress{Qt::Key_End, {}},
    KeyPress{Qt::Key_PageDown, {}},
    KeyPress{Qt::Key_Up, {}},
    KeyPress{Qt::Key_Down, {}},
    KeyPress{Qt::Key_Return, {}},
    KeyPress{Qt::Key_C, Qt::ControlModifier},
    KeyPress{Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier},
    KeyPress{Qt::Key_Tab, {}},
    KeyPress{Qt::Key_Plus, Qt::ControlModifier},
    KeyPress{Qt::Key_Minus, Qt::ControlModifier},
    KeyPress{Qt::Key_0, Qt::ControlModifier},
};

template <typename Widget>
std::vector<Widget*> shownChildren(QWidget& root)
{
    std::vector<Widget*> shown;
    for (Widget* widget : root.findChildren<Widget*>()) {
        if (widget->isVisible() && widget->isEnabled())
            shown.push_back(widget);
    }
    return shown;
}

// The controls a user changes: not the line edits inside spin and combo boxes (their box is the
// control), not the tab bars' scroll buttons.
std::vector<QWidget*> controls(QWidget& root)
{
    std::vector<QWidget*> found;
    for (QWidget* widget : shownChildren<QWidget>(root)) {
        const QWidget* parent = widget->parentWidget();
        const bool inBox = parent && (qobject_cast<const QAbstractSpinBox*>(parent) ||
                                      qobject_cast<const QComboBox*>(parent));
        const bool inTabBar = parent && qobject_cast<const QTabBar*>(parent);
        if (inBox || inTabBar)
            continue;
        if (qobject_cast<QComboBox*>(widget) || qobject_cast<QAbstractSpinBox*>(widget) ||
            qobject_cast<QAbstractButton*>(widget) || qobject_cast<QLineEdit*>(widget) ||
            qobject_cast<QSlider*>(widget))
            found.push_back(widget);
    }
    return found;
}

QString textOf(quint64 choice)
{
    return QString::fromUtf8(kTexts[choice % kTexts.size()]);
}

} // namespace

SoakDriver::SoakDriver(SoakApp& app, QStringList files, QString scratchFolder)
    : m_app(app), m_files(std::move(files)), m_scratchFolder(std::move(scratchFolder))
{}

SoakAction SoakDriver::next(std::mt19937_64& random) const
{
    const std::array<std::span<const Kind>, 2> blocks = {std::span<const Kind>(kKinds),
                                                         std::span<const Kind>(kSeriesKinds)};
    int totalWeight = 0;
    for (const auto block : blocks) {
        for (const Kind& kind : block)
            totalWeight += kind.weight;
    }
    int pick = int(random() % quint64(totalWeight));
    SoakAction action;
    for (const auto block : blocks) {
        for (const Kind& kind : block) {
            if (action.kind.isEmpty() && pick < kind.weight)
                action.kind = QString::fromLatin1(kind.name);
            pick -= kind.weight;
        }
    }
    for (quint64& number : action.numbers)
        number = random();
    if (action.kind == QLatin1String("filter") || action.kind == QLatin1String("control") ||
        action.kind == QLatin1String("flame"))
        action.text = textOf(random());
    return action;
}

QStringList SoakDriver::filesOf(quint64 mask) const
{
    // Mostly one file; sometimes several, opened as one profile (as a thread set is).
    const auto count = quint64(m_files.size());
    if (count == 0)
        return {};
    if (mask % 4 != 0)
        return {m_files[qsizetype((mask >> 2) % count)]};
    // A file for each of the mask's bits past its first two; past 62 files, the bits of a word
    // mixed from it (splitmix64's step): a shift by 64 or more is undefined, and the sanitizers'
    // soak of the 66 external files and one more stopped at the first such open.
    constexpr quint64 kBitsPerWord = 62;
    constexpr quint64 kGoldenGamma = 0x9e3779b97f4a7c15ULL; // splitmix64's increment
    QStringList chosen;
    quint64 word = mask;
    for (quint64 i = 0; i < count; ++i) {
        if (i > 0 && i % kBitsPerWord == 0)
            word = mixHash(word + kGoldenGamma);
        if ((word >> (2 + i % kBitsPerWord)) & 1U)
            chosen << m_files[qsizetype(i)];
    }
    if (chosen.isEmpty())
        chosen << m_files.front();
    return chosen;
}

void SoakDriver::perform(const SoakAction& action)
{
    performOnWindow(action);
    performOnSession(action);
    performOnWidgets(action);
    performOnViews(action);
    performTransforms(action);
    performOnSeries(action);
    // A menu action, a key or a click may have quit (File > Quit, Ctrl+Q): the user starts the
    // application again, which reopens nothing by itself.
    if (!m_app.window().isVisible())
        m_app.restart();
}

void SoakDriver::performOnWindow(const SoakAction& action)
{
    MainWindow& window = m_app.window();
    const QString& kind = action.kind;
    const auto& n = action.numbers;
    if (kind == QLatin1String("open")) {
        window.opener().openFiles(filesOf(n[0]), ProfileOpener::SiblingPolicy::OnlyThisFile);
    } else if (kind == QLatin1String("open-run") && !m_runFiles.isEmpty()) {
        // One file of the run: the empty base opens its threads; another file of a run asks
        // whether to open its siblings (answered by the PopupCloser) or opens only itself.
        constexpr std::array policies = {ProfileOpener::SiblingPolicy::Ask,
                                         ProfileOpener::SiblingPolicy::LoadAll,
                                         ProfileOpener::SiblingPolicy::OnlyThisFile};
        window.opener().openFiles({m_runFiles[qsizetype(n[0] % quint64(m_runFiles.size()))]},
                                  policies[n[1] % policies.size()]);
    } else if (kind == QLatin1String("open-cancel") || kind == QLatin1String("restart")) {
        openAndInterrupt(action);
    } else if (kind == QLatin1String("reload")) {
        if (!window.opener().openPaths().isEmpty())
            window.opener().reload();
    } else if (kind == QLatin1String("compare")) {
        if (m_app.session().hasProfile())
            window.opener().compareWith(filesOf(n[0]));
    } else if (kind == QLatin1String("close-comparison")) {
        m_app.session().comparisonController().clear();
    } else if (kind == QLatin1String("drop")) {
        QMimeData data;
        QList<QUrl> urls;
        for (const QString& path : filesOf(n[0]))
            urls << QUrl::fromLocalFile(path);
        data.setUrls(urls);
        const QPointF centre = QRectF(window.rect()).center();
        QDragEnterEvent enter(centre.toPoint(), Qt::CopyAction, &data, Qt::LeftButton, {});
        QApplication::sendEvent(&window, &enter);
        QDropEvent drop(centre, Qt::CopyAction, &data, Qt::LeftButton, {});
        QApplication::sendEvent(&window, &drop);
    } else if (kind == QLatin1String("theme")) {
        window.themes().setTheme(Theme(n[0] % 3), false);
    } else if (kind == QLatin1String("resize")) {
        window.resize(400 + int(n[0] % 1520), 300 + int(n[1] % 780));
    }
}

void SoakDriver::openAndInterrupt(const SoakAction& action)
{
    MainWindow& window = m_app.window();
    const auto& n = action.numbers;
    if (n[2] % 2 == 0 || window.opener().openPaths().isEmpty())
        window.opener().openFiles(filesOf(n[0]), ProfileOpener::SiblingPolicy::OnlyThisFile);
    else
        window.opener().reload();
    // A few turns of the event loop: the load may be anywhere from not started to handed over.
    for (quint64 turn = 0; turn < n[1] % 12; ++turn)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 2);
    if (action.kind == QLatin1String("open-cancel")) {
        m_app.loader().cancel();
        return;
    }
    // Quitting while the work runs; the user starts again and opens a profile.
    m_app.restart();
    m_app.window().opener().openFiles(filesOf(n[3]), ProfileOpener::SiblingPolicy::OnlyThisFile);
}

void SoakDriver::performOnSession(const SoakAction& action)
{
    Session& session = m_app.session();
    const QString& kind = action.kind;
    const auto& n = action.numbers;
    const int eventCount = session.hasProfile() ? session.events().count() : 0;
    if (kind == QLatin1String("history")) {
        switch (n[0] % 4) {
        case 0:
            session.goBack(std::size_t(n[1] % 3));
            break;
        case 1:
            session.goForward(std::size_t(n[1] % 3));
            break;
        case 2:
            session.goUp();
            break;
        default:
            if (!session.history().path().empty())
                session.goBackToEntry(std::size_t(n[1] % session.history().path().size()));
            break;
        }
    } else if (kind == QLatin1String("events") && eventCount > 0) {
        session.setEventTypes(int(n[0] % quint64(eventCount)),
                              int(n[1] % quint64(eventCount + 1)) - 1);
    } else if (kind == QLatin1String("define") && eventCount > 0) {
        defineEventType(action);
    } else if (kind == QLatin1String("remove-type") && !session.userEventTypes().empty()) {
        const auto& types = session.userEventTypes();
        session.removeUserEventType(types[std::size_t(n[0] % types.size())].name);
    } else if (kind == QLatin1String("parts") && session.hasProfile()) {
        const std::size_t partCount = session.profile()->partCount();
        std::vector<bool> flags(partCount);
        for (std::size_t part = 0; part < partCount; ++part)
            flags[part] = ((n[part / 64 % 4] >> (part % 64)) & 1U) != 0;
        session.setSelectedParts(PartMask::fromFlags(std::move(flags)));
    } else if (kind == QLatin1String("cycles")) {
        session.setCycleDetection(!session.cycleDetection());
    } else if (kind == QLatin1String("names")) {
        session.setShortNames(!session.shortNames());
    } else if (kind == QLatin1String("percentages")) {
        session.setShowPercentages(!session.showPercentages());
    } else if (kind == QLatin1String("relative")) {
        session.setRelativeToActive(!session.relativeToActive());
    }
}

void SoakDriver::defineEventType(const SoakAction& action)
{
    Session& session = m_app.session();
    const EventSet& events = session.events();
    const auto& n = action.numbers;
    const int realCount = std::max(1, events.realCount());
    const QString first = events.type(int(n[1] % quint64(realCount))).name;
    const QString second = events.type(int(n[2] % quint64(realCount))).name;
    UserEventType type;
    type.name = QStringLiteral("Soak%1").arg(n[0] % 4);
    type.longName = QStringLiteral("Soak type %1").arg(n[0] % 4);
    type.formula = QString::fromLatin1(kFormulas[n[3] % kFormulas.size()]);
    type.formula.replace(QLatin1String("%1"), first).replace(QLatin1String("%2"), second);
    // Defining one that exists replaces it, as the dialog's Edit does.
    const bool exists =
        std::any_of(session.userEventTypes().begin(), session.userEventTypes().end(),
                    [&](const UserEventType& t) { return t.name == type.name; });
    QString error;
    session.setUserEventType(type, exists ? type.name : QString(), &error);
}

void SoakDriver::performOnWidgets(const SoakAction& action)
{
    MainWindow& window = m_app.window();
    const QString& kind = action.kind;
    const auto& n = action.numbers;
    if (kind == QLatin1String("tab")) {
        const QStringList keys = window.workspace().viewTabs()->keys();
        if (!keys.isEmpty())
            window.workspace().viewTabs()->show(keys[qsizetype(n[0] % quint64(keys.size()))]);
    } else if (kind == QLatin1String("menu")) {
        triggerAction(n[0]);
    } else if (kind == QLatin1String("control")) {
        changeControl(n[0], n[1], action.text);
    } else if (kind == QLatin1String("list")) {
        useList(action);
    } else if (kind == QLatin1String("click")) {
        clickAt(action);
    } else if (kind == QLatin1String("key")) {
        pressKey(n[0]);
    } else if (kind == QLatin1String("filter")) {
        window.workspace().flatView()->setFilterText(action.text);
    }
}

void SoakDriver::triggerAction(quint64 choice)
{
    MainWindow& window = m_app.window();
    std::vector<QAction*> actions;
    for (QAction* action : window.findChildren<QAction*>()) {
        // Quitting is the restart action's; the rest is what menus and toolbars offer now.
        if (action->isEnabled() && !action->isSeparator() && !action->menu() &&
            action->shortcut() != QKeySequence(QKeySequence::Quit))
            actions.push_back(action);
    }
    if (!actions.empty())
        actions[std::size_t(choice % actions.size())]->trigger();
}

void SoakDriver::changeControl(quint64 choice, quint64 value, const QString& text)
{
    const std::vector<QWidget*> found = controls(m_app.window());
    if (found.empty())
        return;
    QWidget* control = found[std::size_t(choice % found.size())];
    if (auto* combo = qobject_cast<QComboBox*>(control)) {
        if (combo->count() > 0) {
            const int index = int(value % quint64(combo->count()));
            combo->setCurrentIndex(index);
            emit combo->activated(index);
        }
    } else if (auto* spin = qobject_cast<QSpinBox*>(control)) {
        const quint64 span = quint64(qint64(spin->maximum()) - spin->minimum()) + 1;
        spin->setValue(int(qint64(spin->minimum()) + qint64(value % span)));
    } else if (auto* doubleSpin = qobject_cast<QDoubleSpinBox*>(control)) {
        const double share = double(value % 1001) / 1000.0;
        doubleSpin->setValue(doubleSpin->minimum() +
                             share * (doubleSpin->maximum() - doubleSpin->minimum()));
    } else if (auto* button = qobject_cast<QAbstractButton*>(control)) {
        button->click();
    } else if (auto* edit = qobject_cast<QLineEdit*>(control)) {
        edit->setFocus();
        edit->setText(text);
        QTest::keyClick(edit, Qt::Key_Return);
    } else if (auto* slider = qobject_cast<QSlider*>(control)) {
        const quint64 span = quint64(qint64(slider->maximum()) - slider->minimum()) + 1;
        slider->setValue(int(qint64(slider->minimum()) + qint64(value % span)));
    }
}

void SoakDriver::useList(const SoakAction& action)
{
    const auto& n = action.numbers;
    std::vector<QAbstractItemView*> views;
    for (QAbstractItemView* view : shownChildren<QAbstractItemView>(m_app.window())) {
        if (view->model() && view->model()->rowCount() > 0)
            views.push_back(view);
    }
    if (views.empty())
        return;
    QAbstractItemView* view = views[std::size_t(n[0] % views.size())];
    const QModelIndex index =
        view->model()->index(int(n[1] % quint64(view->model()->rowCount())), 0);
    view->setFocus();
    view->scrollTo(index);
    const QPoint centre = view->visualRect(index).center();
    switch (n[2] % 6) {
    case 0:
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, centre);
        break;
    case 1:
        view->setCurrentIndex(index);
        QTest::keyClick(view, Qt::Key_Return);
        break;
    case 2:
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, centre);
        break;
    case 3:
        view->setCurrentIndex(index);
        for (quint64 press = 0; press <= n[3] % 5; ++press)
            QTest::keyClick(view, n[3] % 2 == 0 ? Qt::Key_Down : Qt::Key_Up);
        break;
    case 4:
        if (const auto* tree = qobject_cast<QTreeView*>(view); tree && tree->header()) {
            QHeaderView* header = tree->header();
            const int column = int(n[3] % quint64(std::max(1, header->count())));
            const QPoint inHeader(header->sectionViewportPosition(column) + 4,
                                  header->height() / 2);
            QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, inHeader);
        }
        break;
    default: {
        QContextMenuEvent event(QContextMenuEvent::Mouse, centre,
                                view->viewport()->mapToGlobal(centre));
        QApplication::sendEvent(view->viewport(), &event);
        break;
    }
    }
}

void SoakDriver::clickAt(const SoakAction& action)
{
    MainWindow& window = m_app.window();
    const auto& n = action.numbers;
    const QPoint inWindow(int(n[0] % quint64(std::max(1, window.width()))),
                          int(n[1] % quint64(std::max(1, window.height()))));
    QWidget* target = window.childAt(inWindow);
    if (!target)
        return;
    const QPoint local = target->mapFrom(&window, inWindow);
    switch (n[2] % 5) {
    case 0:
        QTest::mouseClick(target, Qt::LeftButton, {}, local);
        break;
    case 1:
        QTest::mouseDClick(target, Qt::LeftButton, {}, local);
        break;
    case 2: {
        QContextMenuEvent event(QContextMenuEvent::Mouse, local, target->mapToGlobal(local));
        QApplication::sendEvent(target, &event);
        break;
    }
    case 3: {
        const int delta = n[3] % 2 == 0 ? 120 : -120;
        const Qt::KeyboardModifiers modifiers = n[3] % 4 < 2 ? Qt::NoModifier : Qt::ControlModifier;
        QWheelEvent wheel(QPointF(local), QPointF(target->mapToGlobal(local)), QPoint(),
                          QPoint(0, delta), Qt::NoButton, modifiers, Qt::NoScrollPhase, false);
        QApplication::sendEvent(target, &wheel);
        break;
    }
    default:
        QTest::mouseMove(target, local);
        break;
    }
}

void SoakDriver::pressKey(quint64 choice)
{
    const KeyPress& press = kKeys[choice % kKeys.size()];
    QWidget* target = QApplication::focusWidget();
    if (!target || !target->isVisible())
        target = &m_app.window();
    QTest::keyClick(target, Qt::Key(press.key), press.modifiers);
}

void SoakDriver::performOnViews(const SoakAction& action)
{
    MainWindow& window = m_app.window();
    const auto& n = action.numbers;
    if (action.kind == QLatin1String("graph")) {
        auto* graph = qobject_cast<CallGraphView*>(
            window.workspace().viewTabs()->view(QStringLiteral("callgraph")));
        if (!graph)
            return;
        switch (n[0] % 4) {
        case 0:
            graph->setDepths(int(n[1] % 6), int(n[2] % 6));
            break;
        case 1:
            graph->setThresholdPercent(double(n[1] % 200) / 10.0);
            break;
        case 2:
            graph->setLeftToRight(n[1] % 2 == 0);
            break;
        default: {
            QString error;
            graph->exportTo(
                QDir(m_scratchFolder)
                    .filePath(QStringLiteral("graph.%1")
                                  .arg(QStringList{QStringLiteral("svg"), QStringLiteral("png"),
                                                   QStringLiteral("dot")}[int(n[1] % 3)])),
                &error);
            break;
        }
        }
    } else if (action.kind == QLatin1String("flame")) {
        auto* flame = qobject_cast<FlameGraphView*>(
            window.workspace().viewTabs()->view(QStringLiteral("flamegraph")));
        if (!flame)
            return;
        switch (n[0] % 5) {
        case 0:
            flame->setSearch(action.text);
            break;
        case 1:
            flame->setIcicle(n[1] % 2 == 0);
            break;
        case 2:
            flame->setBottomUp(n[1] % 2 == 0);
            break;
        case 3:
            flame->setWholeProfile(n[1] % 2 == 0);
            break;
        default: {
            QString error;
            flame->exportTo(QDir(m_scratchFolder)
                                .filePath(n[1] % 2 == 0 ? QStringLiteral("flame.svg")
                                                        : QStringLiteral("flame.folded")),
                            &error);
            break;
        }
        }
    }
}

void SoakDriver::performTransforms(const SoakAction& action)
{
    Session& session = m_app.session();
    const QString& kind = action.kind;
    const auto& n = action.numbers;
    if (!kind.startsWith(QLatin1String("transform")) || !session.hasProfile())
        return;
    if (kind == QLatin1String("transform")) {
        // A context menu's or the window's entry: on the active function or any other.
        constexpr std::array kinds{TransformKind::Focus, TransformKind::Drop, TransformKind::Merge,
                                   TransformKind::CollapseObject};
        FunctionId function = session.activeFunction();
        const std::size_t count = session.profile()->functionCount();
        if ((n[1] % 2 == 0 || !function.isValid()) && count > 0)
            function = FunctionId(FunctionId::Index(n[2] % count));
        if (n[3] % 6 == 0) // a pattern typed by hand, good or broken
            session.addTransform({TransformKind::Drop, QStringLiteral("re:") + textOf(n[3])});
        else if (const auto transform =
                     TransformActions::transformFor(session, kinds[n[0] % kinds.size()], function))
            session.addTransform(*transform);
    } else if (kind == QLatin1String("transform-chip")) {
        const auto& list = session.transformStage().requested();
        if (!list.empty())
            session.removeTransform(std::size_t(n[0] % list.size()));
    } else if (kind == QLatin1String("transform-undo")) {
        session.undoTransform();
    } else if (kind == QLatin1String("transform-redo")) {
        session.redoTransform();
    } else if (kind == QLatin1String("transform-recipe")) {
        auto* menu = m_app.window().findChild<TransformMenu*>();
        const QString path = m_scratchFolder + QStringLiteral("/soak.recipe");
        QFile file(path);
        if (!menu || !file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return;
        const QString name = session.activeFunction().isValid()
                                 ? session.profile()->functionName(session.activeFunction())
                                 : QStringLiteral("main");
        file.write(QStringLiteral("# soak\nfocus %1\n").arg(name).toUtf8());
        if (n[0] % 2 == 0)
            file.write("squash everything\n"); // a bad line: a message, the list unchanged
        file.close();
        QString error;
        menu->applyRecipe(path, &error);
    }
}

} // namespace tally::soak
