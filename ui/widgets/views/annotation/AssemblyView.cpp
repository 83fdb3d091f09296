// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/annotation/AssemblyView.h"

#include "core/external/ObjdumpRunner.h"
#include "ui/viewmodel/annotation/AssemblyModel.h"
#include "ui/viewmodel/annotation/SourcePathConfig.h"
#include "ui/viewmodel/annotation/SourceResolverChain.h"
#include "ui/viewmodel/compare/ComparedAssemblyModel.h"
#include "ui/viewmodel/settings/SettingsKeys.h"
#include "ui/widgets/common/ActivatingTreeView.h"
#include "ui/widgets/common/ElidedLabel.h"
#include "ui/widgets/views/annotation/AnnotationDelegate.h"
#include "ui/widgets/views/annotation/PartsNotice.h"
#include "ui/widgets/views/annotation/SourcePathsDialog.h"
#include "ui/widgets/views/compare/DeltaLegend.h"

#include <QCheckBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <limits>

namespace tally {

namespace {
// The view's options, under its key in ViewTabs.
settings::Key<bool> intelSyntaxKey()
{
    return settings::viewOption(QStringLiteral("assembly"), "intelSyntax", false);
}

settings::Key<bool> showBytesKey()
{
    return settings::viewOption(QStringLiteral("assembly"), "showBytes", false);
}

// More than this many bytes between the first and last address is not one function's code.
constexpr Address kMaxFunctionBytes = 4 * 1024 * 1024;
} // namespace

AssemblyView::AssemblyView(Session& session, SourcePathConfig& paths, QSettings& settings,
                           QWidget* parent)
    : QWidget(parent), m_session(session), m_paths(paths), m_settings(settings),
      m_job(&AssemblyView::disassemble,
            [this](Disassembly result) { onFinished(std::move(result)); })
{
    m_job.setActive(false); // until shown
    m_job.setBusyHandler([this](bool busy) { setBusy(busy); });
    m_model = new AssemblyModel(session, this);
    m_tree = new ActivatingTreeView(this);
    m_tree->setModel(m_model);
    const auto* delegate = AnnotationDelegate::installOn(m_tree);
    QHeaderView* header = m_tree->header();
    const QFontMetrics code(delegate->codeFont());
    header->resizeSection(AssemblyModel::PrimaryColumn, 130);
    header->resizeSection(AssemblyModel::SecondaryColumn, 130);
    header->resizeSection(AssemblyModel::PositionColumn,
                          code.horizontalAdvance(QStringLiteral("00000000")) + 10);
    header->resizeSection(AssemblyModel::GutterColumn, 20);
    header->setSectionResizeMode(AssemblyModel::TextColumn, QHeaderView::Stretch);
    header->resizeSection(AssemblyModel::SourceColumn,
                          code.horizontalAdvance(QStringLiteral("filename.cpp:1234")) + 10);
    // Bytes after the address, as objdump prints them; x86 instructions are up to 15 bytes, but
    // most take 7 or fewer.
    header->moveSection(header->visualIndex(AssemblyModel::BytesColumn),
                        header->visualIndex(AssemblyModel::GutterColumn));
    header->resizeSection(AssemblyModel::BytesColumn,
                          code.horizontalAdvance(QStringLiteral("00 00 00 00 00 00 00")) + 12);

    m_title = new ElidedLabel(this);
    m_intel = new QCheckBox(tr("Intel syntax"), this);
    m_intel->setToolTip(tr("Intel or AT&T operand order"));
    m_intel->setChecked(settings::read(m_settings, intelSyntaxKey()));
    m_intel->setObjectName(QStringLiteral("intelSyntax"));
    m_bytes = new QCheckBox(tr("Bytes"), this);
    m_bytes->setObjectName(QStringLiteral("showBytes"));
    m_bytes->setToolTip(tr("Show each instruction's bytes beside its address"));
    m_bytes->setChecked(settings::read(m_settings, showBytesKey()));
    auto* folders = new QToolButton(this);
    folders->setText(tr("Source Folders..."));
    folders->setToolTip(tr("Where to look for object files and sources"));
    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 2);
    bar->addWidget(m_title, 1);
    bar->addWidget(m_bytes);
    bar->addWidget(m_intel);
    bar->addWidget(folders);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setContentsMargins(6, 6, 6, 6);
    m_message->hide();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    m_partsNotice = new PartsNotice(this);
    layout->addWidget(m_partsNotice);
    layout->addWidget(m_message);
    m_locate = new QPushButton(tr("Locate Folder..."), this);
    m_locate->setToolTip(tr("Pick the folder that holds the object file"));
    m_locate->hide();
    layout->addWidget(m_locate, 0, Qt::AlignLeft);
    connect(m_locate, &QPushButton::clicked, this, [this] {
        const auto profile = m_session.profile();
        const FunctionId function = m_session.activeFunction();
        const QString object = profile && profile->isFunction(function)
                                   ? QFileInfo(profile->functionObject(function)).fileName()
                                   : QString();
        SourcePathsDialog::locateFolder(m_paths, this, object);
    });
    // The compared listing, shown instead of the plain one while comparing the same code.
    m_comparedModel = new ComparedAssemblyModel(session, this);
    m_comparedModel->setCodeFont(delegate->codeFont());
    m_comparedModel->setBackground(palette().color(QPalette::Base));
    m_comparedTree = new ActivatingTreeView(this);
    m_comparedTree->setObjectName(QStringLiteral("comparedAssembly"));
    m_comparedTree->setRootIsDecorated(false);
    m_comparedTree->setUniformRowHeights(true);
    m_comparedTree->setAllColumnsShowFocus(true);
    m_comparedTree->setModel(m_comparedModel);
    QHeaderView* comparedHeader = m_comparedTree->header();
    comparedHeader->setStretchLastSection(false);
    // The numbers as wide as they are, the instructions the rest.
    for (int column = 0; column < ComparedAssemblyModel::ColumnCount; ++column)
        comparedHeader->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    comparedHeader->setSectionResizeMode(ComparedAssemblyModel::Instruction, QHeaderView::Stretch);
    m_comparedTree->hide();
    m_comparedBar = new QWidget(this);
    auto* comparedLayout = new QHBoxLayout(m_comparedBar);
    comparedLayout->setContentsMargins(4, 2, 4, 2);
    m_comparedNote = new QLabel(m_comparedBar);
    m_comparedNote->setWordWrap(true);
    m_comparedNote->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_legend = new DeltaLegend(m_comparedBar);
    m_legend->setCaption(tr("Change (self):"));
    m_legend->setToolTip(tr("Instructions are coloured by how much their self cost changed from "
                            "the baseline to the new profile: blue shrank, red grew"));
    comparedLayout->addWidget(m_comparedNote, 1);
    comparedLayout->addWidget(m_legend);
    m_comparedBar->hide();
    layout->insertWidget(layout->indexOf(m_message), m_comparedBar);
    layout->addWidget(m_tree);
    layout->addWidget(m_comparedTree);

    m_tree->setColumnHidden(AssemblyModel::BytesColumn, !m_bytes->isChecked());
    connect(m_bytes, &QCheckBox::toggled, this, [this](bool on) {
        settings::write(m_settings, showBytesKey(), on);
        m_tree->setColumnHidden(AssemblyModel::BytesColumn, !on);
    });
    connect(m_intel, &QCheckBox::toggled, this, [this](bool on) {
        settings::write(m_settings, intelSyntaxKey(), on);
        refresh();
    });
    connect(folders, &QToolButton::clicked, this, [this] {
        SourcePathsDialog dialog(m_paths, this);
        dialog.exec();
    });
    connect(&m_paths, &SourcePathConfig::changed, this, &AssemblyView::refresh);
    connect(&session, &Session::changed, this, &AssemblyView::onSessionChanged);
    connect(m_tree, &QTreeView::activated, this, &AssemblyView::activate);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_tree->header()->resizeSection(AssemblyModel::GutterColumn,
                                        AnnotationDelegate::gutterWidth(*m_model));
    });
    connect(m_tree, &QTreeView::doubleClicked, this, &AssemblyView::activate);
    m_tree->setColumnHidden(AssemblyModel::SecondaryColumn, true);
    updatePartsNotice();
    refresh();
}

AssemblyView::~AssemblyView() = default;

QString AssemblyView::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void AssemblyView::onSessionChanged(SessionChanges changes)
{
    if (changes & (SessionChange::Profile | SessionChange::Costs))
        updatePartsNotice();
    // Another comparison (or none, just after a reload): the compared listing is asked again.
    if ((changes & (SessionChange::Profile | SessionChange::ActiveFunction)) ||
        ((changes & SessionChange::Comparison) && m_session.comparison() != m_requestedComparison))
        refresh();
    if (changes & SessionChange::EventTypes) {
        m_tree->setColumnHidden(AssemblyModel::SecondaryColumn, m_session.secondaryEvent() < 0);
        updateComparedEvent();
    }
}

bool AssemblyView::isComparing() const
{
    return !m_comparedTree->isHidden();
}

QString AssemblyView::comparedNote() const
{
    return m_comparedBar->isHidden() ? QString() : m_comparedNote->text();
}

void AssemblyView::showCompared(bool compared, const QString& note)
{
    m_comparedTree->setVisible(compared);
    m_tree->setVisible(!compared);
    m_legend->setVisible(compared);
    m_comparedNote->setText(note);
    m_comparedNote->setToolTip(note);
    m_comparedBar->setVisible(compared || !note.isEmpty());
}

void AssemblyView::updateComparedEvent()
{
    const auto& comparison = m_comparedModel->comparison();
    if (!comparison || !isComparing())
        return;
    // The model follows the Session's event; the note names it, short, beside the legend; why it
    // may pair the instructions is in the tooltip.
    m_comparedNote->setText(
        tr("%1 self cost per instruction, baseline \u2192 new")
            .arg(comparison->events().type(m_comparedModel->eventIndex()).name));
    m_comparedNote->setToolTip(tr("Both sides ran the same machine code at the same addresses, "
                                  "so each instruction is compared with itself"));
}

void AssemblyView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    m_job.setActive(true); // disassembles what was asked for while hidden
}

void AssemblyView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        m_comparedModel->setBackground(palette().color(QPalette::Base));
}

void AssemblyView::hideEvent(QHideEvent* event)
{
    QWidget::hideEvent(event);
    m_job.setActive(false);
}

void AssemblyView::updatePartsNotice()
{
    m_partsNotice->follow(m_session);
}

void AssemblyView::setBusy(bool busy)
{
    setProperty("busy", busy);
}

void AssemblyView::showMessage(const QString& text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
    m_locate->hide();
}

void AssemblyView::refresh()
{
    m_requestedComparison = m_session.comparison();
    m_job.cancel();
    const auto profile = m_session.profile();
    const FunctionId function = m_session.activeFunction();
    m_model->clear();
    m_comparedModel->clear();
    showCompared(false, {});
    showMessage({});
    if (!profile || !function.isValid() || !profile->isFunction(function)) {
        m_title->setFullText(profile ? tr("No function selected") : tr("No profile loaded"));
        return;
    }
    m_title->setFullText(profile->functionName(function));
    const bool hasAddresses = std::any_of(profile->sources().begin(), profile->sources().end(),
                                          [](const SourceInfo& s) { return s.hasAddresses; });
    const auto range = AssemblyAnnotation::addressRange(*profile, function);
    if (!hasAddresses || !range) {
        showMessage(hasAddresses ? tr("The profile has no instruction addresses for this "
                                      "function.")
                                 : tr("This profile has no instruction addresses "
                                      "(\"positions: instr\"). Record with valgrind "
                                      "--tool=callgrind --dump-instr=yes to see the machine "
                                      "code with costs."));
        return;
    }
    if (range->last - range->first > kMaxFunctionBytes) {
        showMessage(tr("The function's addresses span more than %1 MB; not "
                       "disassembled.")
                        .arg(kMaxFunctionBytes / (1024 * 1024)));
        return;
    }
    const QString recordedObject = profile->functionObject(function);
    if (recordedObject.isEmpty()) {
        showMessage(tr("The profile names no object file (ob=) for this function."));
        return;
    }
    // Like a source path: from every loaded file's folder and command, the function's first.
    showMessage(tr("Running objdump..."));
    Request request{profile,
                    function,
                    SourceResolverChain(m_paths.options(), *profile, function),
                    recordedObject,
                    *range,
                    m_intel->isChecked(),
                    {},
                    {},
                    {}};
    // The Session's comparison is of the profile shown (none while a new one is computed).
    if (const auto& comparison = m_requestedComparison) {
        const auto row = comparison->rowOf(ProfileComparison::Side::New, function);
        if (row >= 0) {
            request.comparison = comparison;
            const FunctionId baseFunction = comparison->row(std::size_t(row)).base;
            const Profile& baseProfile = comparison->profile(ProfileComparison::Side::Base);
            const auto baseRange = baseFunction.isValid()
                                       ? AssemblyAnnotation::addressRange(baseProfile, baseFunction)
                                       : std::nullopt;
            if (!baseFunction.isValid()) {
                // Added: its instructions against zeros.
            } else if (!baseRange || baseRange->last - baseRange->first > kMaxFunctionBytes) {
                request.baseProblem = tr("the baseline has no instruction addresses for it");
            } else if (baseProfile.functionObject(baseFunction).isEmpty()) {
                request.baseProblem = tr("the baseline names no object file for it");
            } else {
                request.base = Request::BaseSide{
                    baseFunction, SourceResolverChain(m_paths.options(), baseProfile, baseFunction),
                    baseProfile.functionObject(baseFunction), *baseRange};
            }
        }
    }
    m_job.submit(std::move(request));
}

AssemblyView::SideResult AssemblyView::disassembleSide(const Profile& profile, FunctionId function,
                                                       const SourceResolverChain& resolver,
                                                       const QString& recordedObject,
                                                       AssemblyAnnotation::Range bounds, bool intel,
                                                       std::stop_token stop)
{
    SideResult result;
    const auto location = resolver.resolve(recordedObject);
    if (!location.found()) {
        result.error = tr("Cannot find the object file. ") + location.message(recordedObject);
        return result;
    }
    result.object = location.path;
    objdump::Request run;
    run.object = location.path;
    run.start = bounds.first;
    // A few bytes more so that the last instruction is whole (x86: up to 15 bytes), saturating
    // at the top of the address space.
    constexpr Address kTail = 16;
    run.stop = bounds.last > std::numeric_limits<Address>::max() - kTail
                   ? std::numeric_limits<Address>::max()
                   : bounds.last + kTail;
    if (stop.stop_requested())
        return result;
    // The whole function when its symbol is known: code that never ran shows too.
    const auto symbol = objdump::symbolAt(location.path, bounds.first, stop);
    if (symbol && symbol->first <= bounds.first && symbol->end > bounds.last &&
        symbol->end - symbol->first <= kMaxFunctionBytes) {
        run.start = symbol->first;
        run.stop = symbol->end;
    }
    run.intelSyntax = intel;
    // A newer request replaced this one while nm ran: objdump would be wasted.
    if (stop.stop_requested())
        return result;
    // A stop request (a newer function, the window closing) kills objdump.
    auto output = objdump::run(run, stop);
    if (!output.error.isEmpty()) {
        result.error = output.error;
        return result;
    }
    result.annotation =
        AssemblyAnnotation::build(profile, function, std::move(output.instructions));
    return result;
}

AssemblyView::Disassembly AssemblyView::disassemble(const Request& request, std::stop_token stop)
{
    Disassembly result;
    result.function = request.function;
    result.profile = request.profile;
    auto side = disassembleSide(*request.profile, request.function, request.resolver,
                                request.recordedObject, request.bounds, request.intel, stop);
    result.error = std::move(side.error);
    result.object = std::move(side.object);
    if (!result.error.isEmpty() || stop.stop_requested())
        return result;
    result.annotation = std::move(side.annotation);
    if (!request.comparison)
        return result;
    using Side = ProfileComparison::Side;
    result.comparison = request.comparison;
    result.baseProblem = request.baseProblem;
    if (request.base) {
        const auto base = disassembleSide(
            request.comparison->profile(Side::Base), request.base->function, request.base->resolver,
            request.base->recordedObject, request.base->bounds, request.intel, stop);
        if (!base.error.isEmpty())
            result.baseProblem = base.error;
        else
            result.compared = AssemblyComparison::build(*request.comparison, &base.annotation,
                                                        &result.annotation);
    } else if (request.baseProblem.isEmpty()) {
        result.compared =
            AssemblyComparison::build(*request.comparison, nullptr, &result.annotation);
    }
    return result;
}

void AssemblyView::onFinished(Disassembly result)
{
    if (!result.error.isEmpty()) {
        showMessage(result.error);
        // A binary that is elsewhere on this machine can be pointed at.
        m_locate->setVisible(result.object.isEmpty());
        return;
    }
    const auto& unmatched = result.annotation.unmatched();
    const bool someUnmatched =
        std::any_of(unmatched.begin(), unmatched.end(), [](Cost c) { return c != 0; });
    showMessage(someUnmatched ? tr("Some costs are at addresses where objdump shows "
                                   "no instruction: was %1 rebuilt after profiling?")
                                    .arg(result.object)
                              : QString());
    m_model->setContent(result.profile, result.function, std::move(result.annotation));
    using Pairing = AssemblyComparison::Pairing;
    if (result.compared && (result.compared->pairing() == Pairing::ByAddress ||
                            result.compared->pairing() == Pairing::NewOnly)) {
        m_comparedModel->setContent(result.comparison, std::move(*result.compared));
        showCompared(true, {});
        updateComparedEvent();
        const int changed = m_comparedModel->mostChangedRow();
        if (changed >= 0)
            m_comparedTree->scrollTo(m_comparedModel->index(changed, ComparedAssemblyModel::Base),
                                     QAbstractItemView::PositionAtCenter);
        return;
    }
    // Comparing, but nothing to pair: say why, over the new side's own listing.
    if (result.compared && result.compared->pairing() == Pairing::DifferentCode)
        showCompared(false, tr("Not compared per instruction: the baseline's machine code of "
                               "this function differs from the new profile's (another build, "
                               "or the code moved), so the same address is not the same "
                               "instruction. The Source view compares it line by line. "
                               "Shown: the new profile."));
    else if (result.comparison && !result.baseProblem.isEmpty())
        showCompared(false, tr("Not compared per instruction: %1. Shown: the new profile.")
                                .arg(result.baseProblem));
    const int row = m_model->hottestRow();
    if (row >= 0)
        m_tree->centreOn(m_model->index(row, AssemblyModel::PrimaryColumn));
}

void AssemblyView::activate(const QModelIndex& index)
{
    const FunctionId callee = m_model->calleeAt(index.row());
    if (callee.isValid())
        m_session.navigateTo(callee);
}

} // namespace tally
